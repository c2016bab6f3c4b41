// Bundled by esbuild from the sources in wasm/ (make); do not edit.
var Qt=Symbol.for("zobrist-wasm.ZobristError"),u=class extends Error{static name="ZobristError";constructor(t,n,s={}){super(
n),this.name="ZobristError",this.code=t,Object.assign(this,s)}get[Qt](){return!0}static[Symbol.hasInstance](t){return typeof t==
"object"&&t!==null&&t[Qt]===!0}};function C(e){return JSON.stringify(e.length>120?`${e.slice(0,100)}\u2026`:e)}function c(e){
return typeof e=="string"?C(e):e==null?String(e):typeof e=="bigint"?`${e}n`:typeof e=="object"?`an object (${Object.prototype.
toString.call(e).slice(8,-1)})`:typeof e=="symbol"?"a symbol":`${typeof e} ${String(e)}`}function Be(e,t){if(typeof e!="\
string")throw new u("ARGUMENT_TYPE",`${t} must be a string, got ${c(e)}`,{input:e})}function _(e,t,n,s){if(typeof e!="nu\
mber"||!Number.isInteger(e))throw new u("ARGUMENT_TYPE",`${t} must be an integer, got ${c(e)}`,{input:e});if(e<n||e>s)throw new u(
"ARGUMENT",`${t} must be from ${n} to ${s}, got ${e}`,{input:e})}function M(e,t,n){if(e===void 0)return{};if(e===null||typeof e!=
"object"||Array.isArray(e))throw new u("ARGUMENT_TYPE",`${t} must be an object, got ${Array.isArray(e)?"an array":c(e)}`,
{input:e});for(let s of Object.keys(e))if(!n.includes(s))throw new u("ARGUMENT",`${t}: unknown option ${c(s)} (${n.join(
", ")})`,{input:s});return e}function O(e,t,n){if(Be(e,t),e.length>n)throw new u("ARGUMENT",`${t} is ${e.length} charact\
ers long; at most ${n} make sense`,{input:e})}var Vt=null;function qt(e){return Vt?Vt(e):0}var Q={env:{emscripten_notify_memory_growth(){},zbw_audit_progress:qt}};async function Ft(e){let t=await e;if(typeof Response>
"u"||!(t instanceof Response))throw new Error(`expected a Response from the promise given to init(), got ${Object.prototype.
toString.call(t)}`);if(!t.ok)throw new Error(`fetching ${t.url||"the module (a Response with no URL)"}: HTTP ${t.status}`);
return WebAssembly.instantiateStreaming&&t.headers.get("content-type")==="application/wasm"?(await WebAssembly.instantiateStreaming(
t,Q)).instance:(await WebAssembly.instantiate(await t.arrayBuffer(),Q)).instance}function te(e){let t;try{t=e?.()}catch{}
if(!(t instanceof URL))throw new u("WASM_LOAD","cannot locate the WebAssembly module: this bundle has no import.meta.url\
 (an IIFE or CommonJS bundle?); pass its URL to init(url), or import 'zobrist-wasm/inline', which has the chess module b\
uilt in");return t}var ee="zobrist-wasm/inline has its module built in: call init() or initSync() with no argument, or p\
ass the module's bytes";function Le(e,t){if(e instanceof URL)return e;if(t.fileUrl)return t.fileUrl(e);if(URL.canParse?.(
e)??/^[a-z][a-z0-9+.-]*:/i.test(e))return new URL(e);let n=globalThis.location?.href;if(t.bytes&&!n)throw new u("WASM_LO\
AD",`cannot resolve ${c(e)}: no page or module URL to resolve it against; ${ee}`);try{return new URL(e,te(t.moduleUrl))}catch(s){
if(n)return new URL(e,n);throw s}}async function ne(e,t){if(e===void 0){let n=t.bytes??t.ownBytes;if(n)return _t(await n());
e=te(t.moduleUrl)}if(e instanceof WebAssembly.Module)return new WebAssembly.Instance(e,Q);if(e instanceof ArrayBuffer||ArrayBuffer.
isView(e))return(await WebAssembly.instantiate(e,Q)).instance;if(typeof e=="string"||e instanceof URL){let n=Le(e,t);if(n.
protocol!=="file:")return Ft(fetch(n));if(t.readFile)return(await WebAssembly.instantiate(await t.readFile(n),Q)).instance;
if(t.bytes)throw new u("WASM_LOAD",`cannot read ${n.href}: this entry reads no files; ${ee}`);let s;try{s=await fetch(n)}catch(i){
throw new u("WASM_LOAD",`cannot read ${n.href}: this is the package's browser build, and this runtime's fetch reads no f\
iles; Node gets its own build through the 'node' export condition (not under --conditions=browser); or pass the module's\
 bytes`,{cause:i})}return Ft(s)}if(typeof Response<"u"&&e instanceof Response||typeof e?.then=="function")return Ft(e);throw new u(
"ARGUMENT_TYPE",`init(source): source must be a URL, a Response, bytes or a WebAssembly.Module, got ${c(e)}`)}function _t(e){
let t=e instanceof WebAssembly.Module?e:new WebAssembly.Module(e);return new WebAssembly.Instance(t,Q)}var ve=/Content.Security.Policy|\bCSP\b|unsafe-eval|code generation disallowed by embedder/i;function He(e){let t=globalThis.
WebAssembly?.CompileError;return(t&&e instanceof t||e instanceof EvalError||e?.name==="CompileError"||e?.name==="EvalErr\
or")&&typeof e.message=="string"&&ve.test(e.message)}var We="Add 'wasm-unsafe-eval' to script-src (to default-src if the\
re is no script-src), e.g. script-src 'self' 'wasm-unsafe-eval': it is the only relaxation the module needs; 'unsafe-eva\
l' is not needed. Without WebAssembly, the pure-JS schemes still give exact Polyglot keys: new Paired32(polyglotKeys()).\
setFromChessJs(chess)";function se(e){for(let t=e,n=0;t!==null&&typeof t=="object"&&n<4;t=t.cause,n++){if(t instanceof u&&
t.code==="WASM_CSP")return t;if(He(t))return new u("WASM_CSP",`cannot compile the WebAssembly module: the page's Content\
-Security-Policy forbids it. ${We}. (The browser said: ${t.message.trim()})`,{cause:t})}}var Ge=new Uint8Array([0,97,115,109,1,0,0,0,1,5,1,96,0,1,123,3,2,1,0,10,22,1,20,0,253,12,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,
11]);function re(e,t=globalThis.WebAssembly){if(!(t?.CompileError&&e instanceof t.CompileError||e?.name==="CompileError")||
typeof t?.validate!="function")return;let s;try{s=t.validate(Ge)}catch{return}if(!s)return new u("WASM_LOAD",`cannot com\
pile the WebAssembly module: this runtime lacks WebAssembly SIMD, which the module uses (Chrome 91, Firefox 89, Safari 1\
6.4 and Node 16.4 have it). Without WebAssembly, the pure-JS schemes still give exact Polyglot keys: new Paired32(polygl\
otKeys()).setFromChessJs(chess). (The runtime said: ${String(e.message).trim()})`,{cause:e})}function ie(e){return e instanceof u?e:se(e)??re(e)??new u("WASM_LOAD",`cannot load the WebAssembly module: ${e.message}`,
{cause:e})}function oe(e,t){async function n(i){let r;try{r=await ne(i,t)}catch(a){throw ie(a)}return e(r)}function s(i){
if(i===void 0&&t.bytes&&(i=t.bytes()),!(i instanceof WebAssembly.Module||i instanceof ArrayBuffer||ArrayBuffer.isView(i)))
throw new u("ARGUMENT_TYPE",`initSync(source): source must be the module's bytes or a WebAssembly.Module, got ${c(i)}`+(i===
void 0?" (only 'zobrist-wasm/inline' takes none: its initSync() uses the module built into it)":""));let r;try{r=_t(i)}catch(a){
throw ie(a)}return e(r)}return{init:n,initSync:s}}var Ye=new TextEncoder,De=null,ae=e=>(De??=new TextDecoder).decode(e),fe=20;function $e(e,t){let n=i=>{throw i instanceof
WebAssembly.RuntimeError?(t.broken=i,ue(i)):i},s=()=>{if(t.broken)throw ue(t.broken)};switch(e.length){case 0:return()=>{
s();try{return e()}catch(i){return n(i)}};case 1:return i=>{s();try{return e(i)}catch(r){return n(r)}};case 2:return(i,r)=>{
s();try{return e(i,r)}catch(a){return n(a)}};case 3:return(i,r,a)=>{s();try{return e(i,r,a)}catch(o){return n(o)}};case 4:
return(i,r,a,o)=>{s();try{return e(i,r,a,o)}catch(f){return n(f)}};default:return(...i)=>{s();try{return e(...i)}catch(r){
return n(r)}}}}function je(e,t){return Object.create(new Proxy({},{get(n,s,i){let r=e[s];if(r===void 0)return;let a=typeof r==
"function"?$e(r,t):r;return Object.defineProperty(i,s,{value:a,enumerable:!0}),a}}))}function ue(e){return new u("WASM_T\
RAP",`the WebAssembly module trapped (${e.message}); this instance can no longer be used: call init() again`,{cause:e})}
var Je=2**31;function Ct(e,t,n){for(let s=0;s<n.length;s++){let i=n.charCodeAt(s);e[t+s]=i<128?i:128}}var ct=class{constructor(t,n){
this.core=t,this.size=0,this.ptr=0,this.need(n)}need(t){if(t>this.size&&(this.ptr&&this.core.x.zbw_free(this.ptr),this.size=
Math.max(t,this.size*2),this.ptr=this.core.alloc(this.size),!this.ptr))throw this.size=0,new u("NO_MEMORY",`cannot alloc\
ate ${t} bytes of WebAssembly memory`);return this.ptr}},Ze=1,le=2;function Xe(e,t){if(typeof e.zbw_module_kind!="functi\
on")throw new u("WASM_LOAD","this WebAssembly module is not one of zobrist-wasm's (it has no zbw_module_kind export): pa\
ss the package's zobrist.wasm, or its zobrist-all.wasm to zobrist-wasm/all");if(t===le&&e.zbw_module_kind()!==le)throw new u(
"WASM_LOAD","zobrist-wasm/all needs zobrist-all.wasm; this module is the main entry's zobrist.wasm (keys and chess only)")}
var ht=class{constructor(t,n=Ze){Xe(t.exports,n),this.memory=t.exports.memory,this.broken=null,this.x=je(t.exports,this),
this.x._initialize(),this.chessErrors=this.gameErrors(this.x.zbw_error_name,this.x.zbw_error_message),this.u8=new Uint8Array(
this.memory.buffer),this.u32=new Uint32Array(this.memory.buffer),this.u64s=new BigUint64Array(this.memory.buffer),this.input=
new ct(this,1024),this.inputBytes=null,this.output=new ct(this,4096)}bytes(){return this.u8.length===0&&(this.u8=new Uint8Array(
this.memory.buffer)),this.u8}words(){return this.u32.length===0&&(this.u32=new Uint32Array(this.memory.buffer)),this.u32}u64(){
return this.u64s.length===0&&(this.u64s=new BigUint64Array(this.memory.buffer)),this.u64s}alloc(t){return t<Je?this.x.zbw_alloc(
t):0}writeInput(t){let n=t.length,s=this.input.need(n>fe?3*n:n);return n>fe&&Ye.encodeInto(t,this.inputView(s,3*n)).written===
n||Ct(this.bytes(),s,t),n}inputView(t,n){let s=this.inputBytes;return(s===null||s.length<n||s.byteOffset!==t)&&(s=this.inputBytes=
this.bytes().subarray(t,t+this.input.size)),s}readString(t,n){return ae(this.bytes().subarray(t,t+n))}cString(t){let n=this.
bytes(),s=t;for(;n[s];)s++;return ae(n.subarray(t,s))}gameErrors(t,n,s=""){let i=r=>s+this.cString(t(r));return{name:i,error:(r,a,o={})=>new u(
i(r),`${a}: ${this.cString(n(r))} (${i(r)})`,o),textError:(r,a,o)=>{let f=this.x.zbw_last_offset();return new u(i(r),`${o}\
 ${C(a)}: ${this.cString(n(r))} (${i(r)} at character ${f+1})`,{input:a,offset:f})}}}error(t,n,s={}){return this.chessErrors.
error(t,n,s)}fenError(t,n,s="Invalid FEN"){let i=this.chessErrors.name(t);return i==="NO_MEMORY"?new u(i,`out of WebAsse\
mbly memory while reading the FEN ${C(n)}`,{input:n}):this.chessErrors.textError(t,n,s)}scratch(t=0){let n=this.x.zbw_scratch_position(
t);if(!n)throw new u("NO_MEMORY","cannot allocate the scratch position");return n}};var Qe=1n<<64n;function It(e){for(let t=0;t<e.length;t++){let n=e[t];if(typeof n!="bigint"||n<0n||n>=Qe)return!1}return!0}
function V(e,t=void 0){if(!(e instanceof BigUint64Array||Array.isArray(e)&&It(e)))throw new u("ARGUMENT_TYPE",`a key tab\
le must be a BigUint64Array (or an array of unsigned 64-bit BigInts), got ${c(e)}`);if(t!==void 0&&e.length!==t)throw new u(
"ARGUMENT",`a key table here has ${t} keys, this one ${e.length}`);if(e.length===0)throw new u("ARGUMENT","a key table n\
eeds at least one key");return e}var B=class{static name="FeatureHash";constructor(t){V(t),this.prepare(t),this.size=t.length,
this.present=new Uint8Array(t.length),this.count=0,this.resetKey()}#t(t,n){if(!Number.isInteger(t)||t<0||t>=this.size)throw new u(
typeof t=="number"?"ARGUMENT":"ARGUMENT_TYPE",`${n}: a feature must be an integer from 0 to ${this.size-1}, got ${c(t)}`,
{input:t});return t}has(t){return this.present[this.#t(t,"has(feature)")]===1}add(t){let n=this.#t(t,"add(feature)");if(this.
present[n])throw new u("ARGUMENT",`add(${n}): feature ${n} is present already`,{input:n});return this.present[n]=1,this.
count++,this.insertKey(n),this}remove(t){let n=this.#t(t,"remove(feature)");if(!this.present[n])throw new u("ARGUMENT",`\
remove(${n}): feature ${n} is not present`,{input:n});return this.present[n]=0,this.count--,this.removeKey(n),this}toggle(t){
let n=this.#t(t,"toggle(feature)");return this.present[n]?this.remove(n):this.add(n)}clear(){return this.present.fill(0),
this.count=0,this.resetKey(),this}setFeatures(t){if(t===null||typeof t!="object"||typeof t[Symbol.iterator]!="function")
throw new u("ARGUMENT_TYPE",`setFeatures(features): features must be an array of feature indices, got ${c(t)}`);let n=Array.
from(t),s=new Set;for(let i of n){if(this.#t(i,"setFeatures(features)"),s.has(i))throw new u("ARGUMENT",`setFeatures(fea\
tures): feature ${i} is listed twice`,{input:i});s.add(i)}this.clear();for(let i of n)this.add(i);return this}features(){
let t=new Uint32Array(this.count);for(let n=0,s=0;s<this.count;n++)this.present[n]&&(t[s++]=n);return t}};var pt=e=>class extends e{get name(){return"BigInt64"}get bits(){return 64}prepare(t){this.keys=Array.from(t)}setKeyAt(t,n){
this.keys[t]=n}negateKeyAt(){}resetKey(){this.k=0n}insertKey(t){this.k^=this.keys[t]}removeKey(t){this.k^=this.keys[t]}get key(){
return this.k}get hi(){return Number(this.k>>32n)}get lo(){return Number(this.k&0xFFFFFFFFn)}get keyHex(){return this.k.
toString(16).padStart(16,"0")}};var yt=e=>class extends e{get name(){return"Paired32"}get bits(){return 64}prepare(t){this.hiKeys=new Int32Array(t.length),
this.loKeys=new Int32Array(t.length);for(let n=0;n<t.length;n++)this.setKeyAt(n,t[n])}setKeyAt(t,n){this.hiKeys[t]=Number(
BigInt.asIntN(32,n>>32n)),this.loKeys[t]=Number(BigInt.asIntN(32,n))}negateKeyAt(){}resetKey(){this.h=0,this.l=0}insertKey(t){
this.h^=this.hiKeys[t],this.l^=this.loKeys[t]}removeKey(t){this.h^=this.hiKeys[t],this.l^=this.loKeys[t]}get hi(){return this.
h>>>0}get lo(){return this.l>>>0}get key(){return BigInt(this.h>>>0)<<32n|BigInt(this.l>>>0)}get keyHex(){return(this.h>>>
0).toString(16).padStart(8,"0")+(this.l>>>0).toString(16).padStart(8,"0")}};var mt=e=>class extends e{get name(){return"Additive48"}get bits(){return 48}prepare(t){this.keys=new Float64Array(t.length);
for(let n=0;n<t.length;n++)this.setKeyAt(n,t[n])}setKeyAt(t,n){this.keys[t]=Number(n>>16n)}negateKeyAt(t){this.keys[t]=(281474976710656-
this.keys[t])%281474976710656}resetKey(){this.k=0}insertKey(t){this.k+=this.keys[t],this.k>=281474976710656&&(this.k-=281474976710656)}removeKey(t){
this.k-=this.keys[t],this.k<0&&(this.k+=281474976710656)}get key(){return this.k}get keyHex(){return this.k.toString(16).
padStart(12,"0")}};var dt=class extends pt(B){static name="BigInt64Hash"},gt=class extends yt(B){static name="Paired32Hash"},bt=class extends mt(
B){static name="Additive48Hash"},wt={bigint64:dt,paired32:gt,additive48:bt};var Pt=(1n<<64n)-1n;function L(e){if(typeof e=="bigint")return BigInt.asUintN(64,e);if(typeof e=="number"&&Number.isSafeInteger(
e)&&e>=0)return BigInt(e);throw new u("ARGUMENT_TYPE",`a seed must be a non-negative safe integer or a BigInt (taken mod\
ulo 2^64), got ${c(e)}`,{input:e})}function ce(e){return Ve(L(e))}function*Ve(e){let t=e;for(;;){t=t+0x9E3779B97F4A7C15n&
Pt;let n=t;n=(n^n>>30n)*0xBF58476D1CE4E5B9n&Pt,n=(n^n>>27n)*0x94D049BB133111EBn&Pt,yield n^n>>31n}}function zt(e,t=781){
_(t,"splitmix64Table(seed, count): count",0,1<<24);let n=new BigUint64Array(t),s=ce(e);for(let i=0;i<t;i++)n[i]=s.next().
value;return n}var Bt=1<<24,qe=(1n<<64n)-1n,tn=Symbol.dispose??Symbol.for("Symbol.dispose");function he(e){let t=e.x,n=new FinalizationRegistry(
i=>{e.broken||t.zbw_free(i)});class s{static name="KeySpace";#t;#n;constructor(r,a=void 0){let{seed:o}=M(a,"new KeySpace\
(size, options): options",["seed"]),f;if(typeof r=="number")_(r,"new KeySpace(size): size",1,Bt),f=new BigUint64Array(r),
this.#t=this.#e(f.length),t.zbw_keys_fill(L(o??0),this.#t,f.length),f.set(new BigUint64Array(e.memory.buffer,this.#t,f.length));else{
if(o!==void 0)throw new u("ARGUMENT","new KeySpace(table, { seed }): a seed is for generated keys, not a given table");if(V(
r),r.length>Bt)throw new u("ARGUMENT",`new KeySpace(table): at most ${Bt} keys`);f=BigUint64Array.from(r),this.#t=this.#e(
f.length),new BigUint64Array(e.memory.buffer,this.#t,f.length).set(f)}this.#n=f,n.register(this,this.#t,this)}#e(r){let a=t.
zbw_alloc(8*r);if(!a)throw new u("NO_MEMORY",`cannot allocate ${r} keys`);return a}#s(r){if(!this.#t)throw new u("KEY_SP\
ACE_FREED",`${r}: this KeySpace was freed (free() or dispose) and cannot be used`);return this.#t}get size(){return this.#n.
length}get freed(){return this.#t===0}get table(){return this.#s("table"),this.#n.slice()}keyAt(r){return this.#s("keyAt\
(feature)"),this.#n[this.#r(r,"keyAt(feature)")]}#r(r,a){if(!Number.isInteger(r)||r<0||r>=this.#n.length)throw new u(typeof r==
"number"?"ARGUMENT":"ARGUMENT_TYPE",`${a}: a feature must be an integer from 0 to ${this.#n.length-1}, got ${c(r)}`,{input:r});
return r}#i(r,a){if(r===null||typeof r!="object"||typeof r[Symbol.iterator]!="function")throw new u("ARGUMENT_TYPE",`${a}\
: features must be an array of feature indices, got ${c(r)}`);let o=Array.isArray(r)||ArrayBuffer.isView(r)?r:Array.from(
r),f=e.output.need(4*Math.max(o.length,1)),l=new Uint32Array(e.memory.buffer,f,o.length);for(let p=0;p<o.length;p++)l[p]=
this.#r(o[p],a);return[f,o.length]}keyOf(r){let a=this.#s("keyOf(features)"),[o,f]=this.#i(r,"keyOf(features)");return BigInt.
asUintN(64,t.zbw_hash_features(a,o,f))}halvesOf(r){let a=this.keyOf(r);return{hi:Number(a>>32n),lo:Number(a&0xFFFFFFFFn)}}add48Of(r){
let a=this.#s("add48Of(features)"),[o,f]=this.#i(r,"add48Of(features)");return t.zbw_hash_features_add48(a,o,f)}toggle(r,a){
if(this.#s("toggle(key, feature)"),typeof r!="bigint")throw new u("ARGUMENT_TYPE",`toggle(key, feature): key must be a B\
igInt, got ${c(r)}`);return(r^this.#n[this.#r(a,"toggle(key, feature)")])&qe}hash(r="bigint64"){this.#s("hash(name)");let a=typeof r==
"string"?r.toLowerCase():null,o=a!==null&&Object.prototype.hasOwnProperty.call(wt,a)?wt[a]:void 0;if(!o)throw new u(typeof r==
"string"?"ARGUMENT":"ARGUMENT_TYPE",`hash(name): name must be one of ${Object.keys(wt).join(", ")}, got ${c(r)}`);return new o(
this.#n)}free(){this.#t&&(n.unregister(this),e.broken||t.zbw_free(this.#t),this.#t=0)}}return s.prototype[tn]=s.prototype.
free,{KeySpace:s}}function pe(e){let t=globalThis.Buffer;if(typeof t=="function"&&typeof t.from=="function")return en(t,e);if(typeof Uint8Array.
fromBase64=="function")return Uint8Array.fromBase64(e);let n=atob(e),s=new Uint8Array(n.length);for(let i=0;i<n.length;i++)
s[i]=n.charCodeAt(i);return s}function en(e,t){let n=e.prototype?.base64Write;if(typeof n=="function"){let i=new Uint8Array(
(t.length>>2)*3+3),r=-1;try{r=n.call(i,t,0,i.length)}catch{}if(Number.isInteger(r)&&r>=0&&r<=i.length)return i.subarray(
0,r)}let s=e.from(t,"base64");return new Uint8Array(s.buffer,s.byteOffset,s.length)}var nn=`
QW13M34kOZ3HpaoFgDn3Kkc1YiRQAdtE4mqnYj73FZyJDJxIZUSDdb8BMCA6rJAyeSIEYR+tuw/KYPvyj5A66BBcdVhddn4N
LeCvziI4CBqww17i8NUFltUuOtFc/yHQMi5nSl3xvUCVY9VvFFUTAeXZ80Ygg7RdzBn3fy2LnyOhmrSFrqHRBXHJj26PhJ9n
C+0fgP+7SXTwrbfDsc0Rfcy3HniecMeCbHgQlRyPIfPmu1Gv83gUM0OUIefljbNL/FD9vG6cZKoL1K9So5i9jReS14FLB9KH
4Srp01HH8xm/mrFi8DCrtMR6BEKsAAV7XdgJGqgsRckAdaJNUWyqJEe0AXVCNJ9MQQiRPNePphSTvRxGg5sbpw+F8bCVi0gD
QMCT/zQre2OUCtk9mrzRCTvdoTSDZnU1I1rEpJcrXnMLQL3xcHByGOcCv1nSrMsfVWWbzsKnENNEgl3+4D+YvySoVHRP0XSf
NTC6uUrc61H6sJrbBcWCXEGyMDSK/vf83j26uSmnUzJ1MBsIaMN0jOczfBaHbLy5IE4CgyuP9H5/vVHD1AXVEUOidiyp/Ghl
uKcyD/Sw4E1dfsMMRpPWli+faGPLQOJCYZaR4trcK21R2eQ2AguIQrYbF5hYSg9fiC/5efWQ+DmLOFZz9LXFk3gbI42dNdxj
dq2Y6orKFuzHLajCAPlVU0JxmVqFn/sHXu2nqHpBk1A8f1qijcPLe9S29Ix2ivwZ2cDP3oB3emP3QQ7ueqRJgujR5wFVaa15
dld9d/S6rBSVod7MvrZF8fxSFyDIKr/a9tPI+U3JwyTqEjnwJCluu9mAyZULbOIMxHy/vzLRnKQ5OST0Kmad6T9cFpF4reYn
8U90uUDwNYVz2EBf+vSzVCvtfxIyLLFyRx9BezxNle6h6iSakKyFmvUhT/DZTKxwwnWgmT6duPmxB8m1suKzh7hIT8W45Waj
8nw/zEaTSq69eyZHTcAgGekqnrTGAr+HWTh/I6w3IgnQFO34TvYH/07FPPCp3OiNiZy0TSYzFpztOAsLPSzys0sUAU20Xw45
6WgncbSl/luEiacfkTIQHrOM52S5rHSaBPvaNaD3gE/EODcLmtAEYwg6AoNG5nEhDPjvnOtjm1tCk4iJ9KxqUNYBp6PJr4EY
RAZ1QAQIA2Wn9NucM5XT3/IgDPC8fZLv7IA24NH3MntDYjHnIHb9uXcbuX2l6KcFdQpjFW6ciLX3c5XOCQp1SoovmonsTEbP
JLgF55xjOPV/74BV/6B5PJ1gd4R/yObtMT/JW/CBnnmMikLzjGtThnN7CGBMN9eXMoUy/3xjRqKg68AM5so/BJ413TWVRA6S
zJCyFTsJ63C9HFkWGZKhc42qoeGfbENWgY87Y3BLrO+v913UmFchu2gXT/JCAPJFYnTr6PSAD5OhXtfP/xJn/3CqaHTWP2Ku
/NjIS8hbLN3ZLc9UDRLtfhxfFgFUVP4iKZm5j+kAGMllA8FqjtaLgPYFdlsUaMTeAjP1rqPj7RsCVsXWA5ZTQ3rLHGlcm5aq
Vu7vktMyeKiuEX48eyyUZfYE0Moz1tLeZeUg9HCF8CE8Tql9jZMVtFBjy57lWbiRSoDt4DPzzxDdtwu+QNGuKFakT3KJHczF
QSca8YD2SFaz2rfwaVAlLdSrKfeOo8WbvKL2CEMFL+9YKFzM9UIgryq+9be6EgRIQ/49Vkqv865/SVHkmuWvGUDo8d8DOFlS
8OYsX+Z28PTzWn10JZY3ERXBgoYk0uW8T5k26D0kpJ0XkOA/s3BvBhwaZ5sY3sRNw1ckcbeaA1G0tB/DgD96wHxuSubF6W60
hxzmq0KagbMgKlI6kwegIU+qmBV2b/Et/WizcRNKPHaghuACZ8ST9zGN6yoBjijXS8TBSypqM94jnweNs5L2C7Mmcxd6SmAs
ZGDrAz7nUEgbjjzl8UfEz5mNJmT1o1yw6HSUvMiC4ZrKWFX81Ev8pHZO/FiNF1Xn/j3ApLF9uWmWfMasxLe1+ftVhkvWgmr8
F0TSxLZMaJzQbkUXKX3Jjn7pJCmd3wNnTkSnQn71R8We0srnRHbjePoFLzbpRJr+FWYzOMw1vQjOmhI66+UVk3XfBB6HGwaU
EKBLeJ2fHd+dtXGItle6Oz/30d7urbfS+HPDO9hVoveB6wyMRPL016f/ENKM6FvZ5yhH//hSbzNxrBLD2klAp7X9N+S2G/ai
szVqf7BcKk9ZeL+lvYDThyE6RWzg97kWTtUPikxIonuM46LZynim86J7Q959v7A5JESKv8FVr/yUpT9XgPb8GMNaSZ+4YwVM
DZMAGpOH4EDBQrYuQan/jJ8WYTIFOcpo4nl10mfpHnpvW28H5WAdnaJb9raZ4xA4sfm1Sm1bCTKKA90JIbbKNbGvz59JJAup
vcbCfKAloncx43BMY14+URIvaT/KwGFDW6QgS6SsQdl7gMUChnyPUok5Ybm+kqtSc39V/C76HZ1Iw3L1dfEvcpf+BxGlYBId
opsM7FeaJHrW8vfo6Y8gBKAguVhgDBFamFaKZZek2QxMWnH5yCP9Vq56iJ17hEwoyxm2vfur/gSDumAcZR4udDytBFnmMpaa
4rlRO6GCG4gkSZfNRGduUHlq/G+1PRiwftNuxhW52Q6E1HNYbegRXm6sGTV+ZHj2xQzy0IjUhRshkNglZf652hU2t62GHRUN
GfDA3E6lZaj7j/muZiXEkzEHAL7qr+eZWijfbQj/y0ivi/fr8WqbfyG6mxQafmJYMx55vSpu0SyWeZfw9e9j0+1uSjSMo+IM
QafPua1KgBrexXgdQjB/kAdNA7PtZR9Q6aaPpOVKYjdO/wxwYa97lYoYMU6TJ2w6RaO8alMDldTgMsSJlQSOCLghv/7nrkP5
0zlhMz6OO2wu5U5G+m9PNiJCMdzObQ/WwI9Byg07llavE+WR3w71FpOfYEuRVRnvKDJONsABVlZ1gX6IOTm17EspMYWhqce6
Urp7OXDERLO9zvPaVEnTZeIRdak/G7i0p/bWkxEGIrRNQzgcQIIVB/VP3L6L8RN60iTFFrGXQLwo6vLihXi5WURVEcNdCheZ
+anG51czQm+Uh29u7ihZMkMzsChiNuTQJ+qJ3vcxXFYUlBGEFGH1ME/tkhI523PYvN4Xjh1O2XuUbqdkaPHZxzzmVu5T4HqU
X19H+YI4ycjKgR+pW/WbOuQImD27H6HZyp/C7WMg0g+5sKCs2Fbys4RuUbSoMTCwr0gUh9U33TVOLlQFKwj26VlLJdcz+vrr
gCJTDbWrVZLzNC1/5UyruVF1KSjWATVpv0nZfflYLMZqEsUZj09FzcveK8xOP+i7MOIZKH4rhNy4A3UALhSJusthUAodlLyj
IYDNMg529ukvSXa8UuXHCclcpU2TVC+FVs9PBs/8B4GAZf8f1VSJCb/EVRnbDrcjnfYwZELeMMMKXKToQ+0VR42ggLfa5Neo
u+A88HS5cgXHGRRemC59tT/X8yy+7NnoUJflcHGx5C+Q5wV5qHsxEexFH4rsIb9/AFsEy7/KJRcHsuLVXJFOlm3WFvDLiys+
rKAok+NEdL63RN68Tytb+LFjujnqPzVJakhTza8a0B2Fn3H9korKH/p6NSfYlXz8vV6zyJCpphiNwrnGBXDLzCZ/sUMsuds7
opWW+LS1cKp/MJhKpTlM6W7z9s90saC3rUivKUeo29RoSnDZGrwYLhyLL69tluAtfqBDHlsdwblgM+PeaC2XZIQFwtA4jWKU
WaWQq7bSwNsvp8Y1Qzxz0k0Pp5Sd2XV+K6dvN4MZ7WwkvDDwy6r8lxI7UDJ7SXd7lMscuN/tR4XLAgn335yZeSSbjkM5Gf7P
15UtieMmloLxs/KRQuL6kgM0nHsULOJjHEooYNi2eMbnmmVQiIhzWG1zqJbS3IEJQKQJZZp4ZZ8vBely7Y/zn4xXMJlb7nnk
ze5JLc2O8uf+F+qBpXTAVu9KsXTX90RVDylv/JUBP3tXz8CyNTYVEqcMXrrbJlF/E7SvPmyVdno5qzEdoXRXPbQM9CE4CBuK
Yt83JeM4SnsDbh1tZBMBlanoQQCal6hN1xV1jwduwzvRENN68hIKXScTvh4uGp1/sVdRHBs2OtolDD2QIH3d3Af3aNA2M4M2
iTOJeR80aM40X9CNFpCQq+Ul3FIyS5VD6eWYf7bCOLSSpFE4jtfcEL8ieES1esLbgqMs+GXbPJuETHsWlnh7tlCsjgSw0c6/
vf6fNmCbEalFvwQJyHr/H+fuFxgX+xKsPandd5HaCK9Ex2Vuk6sMGzLp5QQd61m1uvLW+LNFe8PpyaqMItypw/8HZVpntrjz
2oHWTt53xJ/Llu/Mjo03ZzaSJU3ZVthtMdu0sBXOGaNe3RIfdXM5B6WBJ7OehI6K9XlSKHFckuH+Dgx58UvAdIqTlDwVSNpN
LFTAHGptJp3+xAhlgftAdJ8iSN8DhTITQKw85K57v9aPdPZuX9Y4SOqNMfMoIxUev5bySKMZhI8RtVdZSoPIcly0YDKnI6DX
rm21z6vI65Tgk5mYDw3Bn+bKk1s1omjevotTrnn+TKQlFDfO/IQdnTa23y2rsdJRjNMs57nk1y8QIlW3llvKZW1UO6vYoGnd
4nC/X7JRTWCerLdPVoqqc0gRlCuZHowaoL7ZAycKxKqm86R/rr5Ndou+qXBuuZkeQ0fvV+udXiyBmdIy7o+TOv6t9f2P2+Ym
nZ/sBMVWk0aMkNEIWzx2yFUA2Fn4amw/RaWjIJTDfH/OxfS9fiL7m1xc/NZ5nQOJtipeMFeL6I/elqs1jIyeoFNXMoM5OX76
mcYXxuzQttbjV3We6iHq3/gKaIGkH3y25STnqYU3Hso5FmgN7Yv8HOrKQNFJhY3RNRPJnX7+0E7S9XNEY/Db5P6u1UQ6+WEX
VdoQOUyOiVOaw24fGOhNc5eNoroisYAmq69byDHyiinVRwh00+6DeYnYDKahosFmweSjQpbkF54FCNy651S07SnDArbKBLdQ
I9DdnPsXw0wi6q+eXYO0Zr2B/G/il5shnTozCkxOHiaQ2xdlp8ziH7vtFoj6TVDXyInATaAfV7neJ5slJQPcHaq5HoCIRj/P
Q7LKEFzQ9fQOK6QhXFK2OABo+qQrDvY2zuBzMYCTNesDNlp8JdZMnIqqrTJ9MQyvS0wgx4BajiVdiERNYp2Ii1X4YOaXRdH0
w0GJ7GZ/NNQNtN+whe2Z5oQELXwg9nIkta5ZtLXnocLsRR3MUWRPq3RhPa5ydXZjKBpzAdELnqUJj5TLFgBtEZ9uLwXKyPks
42ipYHUKCQvxb+Ddst3uq40GogYLwe9Y4IbZ+3h65cbXAug8poyrLjbzFgFklaEUkMNOYt0oCHzHahHmd75L11P79RCvVkSA
xyFD3yrq6esweljuOZohAySZrxfvf3hJSAVS2Aww6aHvtLHkIuVFWzYaCZU5O5y0MUTxJtUKSdTCGJSvFvKoEiQFNcd8gx8A
1WSnVx61dxjuWH/xgDuFohDTNi3nHT6ZVqZkzoCAWbO7BJ8Nz1kvJQA2EW0XjjzSbljk55IE2hu/GcYmUL3gIU75iPDaegk7
boS+MNveFI309vU6ov9c+UP3s2EHcHE4Fvrk6ZErZ8pVO/W/MeXIZH3o0UrtYBIkIujScrkJbBAwyuUQVBm6f9hptWy82YR4
KUqJze3fRwZ0RyI+8D9XYyOxkQ9W6chPeVcnUORWuR371Om5dBLZuOH8++JH7uuiCfuXzQzz8dlrTtZf11Pt73/2F2DDAm0u
m04I2yBNqqnBllOy2OhLtvC81cL3astwLjKi96R28Jhfm+YFCEeEv/MM+QYfJcOU6ZFlamE+AD7zryEEzaYluQDjZnww0b1h
SA1+4ghRjb8gi4iLerUKJAd+KK9LYYf8MrT9b9DNAu8KbN9mBCwIocgyEwB35RWCz7aNpMO5m9MUXDA0liU4Jz35fcmUT89h
WxJOrqKsaxsLLleIDEWPdVmDelB9WJ+VTfVF4GLpY7DR9d/Acu3oYJ9vMlWFl2R7uhSobSMNCP1YRT8Im/2QjJDF4oH+cm8Q
Utn3OToDdnlLoEx2MgHspHf65PoFpz5zZ2Hlw3v32LTZP7MD+fQhnm2ftp9BXnad76UeposIDNNbf6+/fzOUXVl6TesiSE4a
s39jG+hz/m/Kudg2vFf53bM4iOqe4tBkY59r2d+b3QgTHX2l5Xl+CPuz4uMw4ijjvkYJD+NZJRyqLk1v8vULctsJxhwmTXew
lRE3WuxkP0QOJppkaM8SQcrF9bf68hPY7kEIOFcyDWajEPlzeCysWRcaZ3c4lkbo+Gk0+qsztpPPzfQOpvXAwIyyd0PNHvLK
dYGbGQd3J1cdiw7ZuRFsUF8lGXpowjzY0UwxWkbGKUqXUCMWEvIt7eKWcv+VXGO1EehytjoAryI1gvZrWWLnUrDG7MY6o+ua
tt80keBtT5Q53qeDyL5HbAQhoTDER9BqZ0CroNvPsaViePCvM9hFfAvaFgqV75JQe44rBZzmOJP14zD+TEtaRfgMrZUx5gJr
J7/WuiSyF2tpwblb0szg0XCuuValiQze9jwhWlNeBlB0uHcn+mkRnO0er5TW7+14aA6lJpU9yW3tkWfwU/SX7tMDZ2nbDqsy
p1cH58dTaDp98yBh7VyGMZB4YJJd+f5nnNz2FR8dKx9la1yWqDietvTMTBj/GZGqE0zycyhzPPTSgJpKeT1K+5wQ1h8ywlA1
fkG4a+d3Hzd5V8Berpr6a3hHGgD/8wTNyoBEBiI1J+NKwc//i1CRn2CeGgZBf5oEm/7yqUO+tvyb2pd3HIreCKE1hwfmh5iP
ZjrHvx0HtLUzjaD7PTQOI31lrg9af+1DY1ywvPugiDpPvC1Ni0uHIcmo9jUuod4bKDXmyMZlwFNrjXoOJR1K437dUXY7TbDW
LZ6zfH4nkF59xi0GIm8ELCYKLRNZtAuxmfHiZ/vdqT+v9xQZjrgJDjer7vNas+gQM7ly4qjs7Z5fruhKvBjH1CD8cBFgbVOB
BoqBhfg0tZF4CZA/+HeB7G4Vpa1PcQ4ZY0k2sDm/krXBfa6TyFDDifKDs/hwLgSsYO6hh+VSm7SJ2ib/4y8V+xUsrmlvbmY+
+RlMVL5OVDtWJM+Q4qEF6BdR0n6dPLMkwfBye0IzR+d1dAm3GE2ACk/bHohtMONXy9u1bqPW50rIZHAVMlSNLYsmfx7eSebR
LFX+7RyKMoraxySWx66jB5Q8ID7cfVSEY9JxUP2YCpmJ/O4WJvFPGgBCcTEU/ff2HPQyoxtbwDCGp1UVuDYmjQIJEl21/slG
IZmctHMK7MySxF81JyidTg/LXUMpsOsZLIqEQ7fSWUYxvjNryfI+ln0uWrCYUfh0GPux0k1UD1qxNOHCc3ByA2HqmuUtqvbH
L8LXoLqHJzU1C147tupTmGAIXO3Xzb2rsHeNrPXaBc8ep/TrjNTKSabEWCHsEEx6nnG/RqIq6dlXVf4JjZeuE/9JFZKvmQRz
pDuQkltwS046Ck/BInJX/66vevlMNLZVYGlbBVsiYri0zdLd+5rAyl9r6Z+C6fjamMQyMV38/bUDdW/bgLMMMQ42eiFGu3/o
SBG7bkauAiEN4KU6Gp5U+BomQsz9mqYHruqP578YwcQ41GvZLon0+dpFj13i2/MatO7e0rCwtPWEHC6o784qluk8Ra/KPm4E
TJqUgZYSXfCEPEtzzoFHlr1fzoFA1C6cnjFekvMjLlKR9zL8+QB+F/Kz86ZjCsYrBlZyYa6/KyKAZz3M3YliSID8/Y5beMd9
gKkrwDGH84r33aIp6mSrH1oGzSKTQtnkDPJEeMZYoJ2wGQC3MuPAJK3mz6a1AzAj9hfCxQG9htUrvClfiDdWXksJlIxtcrp+
cpLjv/ClVgoGDeJOqHaU1ze/pLppEkyeQObesEXu7xfGC/n8pbCVHV1Ywpm24MuTeW0reiJP+mXVBCUpWOj51W8aR3E/oLXC
AB5WtCICMFncEgfKQoYvzoiJLrs/cql8CLryR4MzhSeMDuVBobMbxibsnasdNg8V9JUlOJ1Bap/Jev4kyT2lZD18ev+f5C0U
56l/hUhSMwwFU+Tq1TKcCi65u8R4IcTmBwvSkCTO8XEa5a910sO88XRAMzzI6CjnJEaIEjr4+5alPVfWn1ShgUnhNa98hqdf
Gwnt8y5umFZhbIj41R1/kV/m/8iIjA3SEMOyZM4d1zGQgYnfh7Vl8aDzLN05Y36lyR6Wsdvm9h4kbsIL2XPMcNc6DN81axri
YmmAstiTOgChkLg8096ZHIlC3QreRTHPcvsUVXpC5NCDpLOfzCHGdwtVVkOsTaNnCYUnr6om1vg=
`,sn=781,At;function ot(){if(At===void 0){At=new BigUint64Array(sn);let e=new Uint8Array(At.buffer);if(e.set(pe(nn)),new Uint8Array(
new Uint16Array([1]).buffer)[0]===0)for(let t=0;t<e.length;t+=8)e.subarray(t,t+8).reverse()}return At.slice()}var v=781,j=768,Ut=772,at=780,$=(1n<<64n)-1n,vt=["pseudo","legal","literal"],ft=["polyglot","stockfish","chessjs"],Lt=(e,t)=>(e<<
t|e>>64n-t)&$;function*rn(e){let t=e;for(;;)t^=t>>12n,t^=t<<25n&$,t^=t>>27n,yield t*2685821657736338717n&$}function*on(e,t){
for(;;){let n=Lt(e*5n&$,7n)*9n&$;t^=e,e=Lt(e,24n)^t^t<<16n&$,t=Lt(t,37n),yield n}}var H=e=>e.next().value;function an(){
let e=rn(1070372n),t=new BigUint64Array(v),n=new BigUint64Array(16);for(let s of[1,0])for(let i=0;i<6;i++)for(let r=0;r<
64;r++)t[64*(2*i+s)+r]=H(e);for(let s=0;s<8;s++)t[Ut+s]=H(e);for(let s=0;s<16;s++)n[s]=H(e);return t[at]=H(e),{table:t,castling:n}}
function fn(){let e=on(0x31c4b365b102e01en,0xa187eb39cdcaed8fn),t=new BigUint64Array(v),n=new BigUint64Array(16);for(let s of[
1,0])for(let i=0;i<6;i++)for(let r=0;r<128;r++){let a=H(e);r&136||(t[64*(2*i+s)+8*(7-(r>>4))+(r&7)]=a)}for(let s=0;s<8;s++)
t[Ut+s]=H(e);for(let s=0;s<16;s++)n[s]=H(e);return t[at]=H(e),{table:t,castling:n}}function Et(e,t,n,s,i,r){let a=new BigUint64Array(
t),o=new BigUint64Array(16);for(let l=0;l<16;l++)if(n)o[l]=n[l];else for(let p=0;p<4;p++)l&1<<p&&(o[l]^=a[j+p]);if(n)for(let l=0;l<
4;l++)a[j+l]=o[1<<l];let f={name:e,get table(){return a.slice()},get castling(){return o.slice()},castlingKeys:n?16:4,ep:s,
turn:i,halfmoveBuckets:r};return Object.defineProperty(f,me,{value:!0}),de.set(Object.freeze(f),{table:a,castling:o}),cn(
f)}var me=Symbol.for("zobrist-wasm.Layout"),ye=new WeakMap;function un(e){let t=ye.get(e);if(t)return t;let{name:n,castlingKeys:s,
ep:i,turn:r,halfmoveBuckets:a}=e;if(ft.includes(n))t=Ht(n);else{let o="layout(spec): another copy's Layout";if(!vt.includes(
i)||r!=="white"&&r!=="black"||typeof a!="boolean"||s!==4&&s!==16)throw new u("ARGUMENT",`${o} has fields this copy does \
not know (ep ${c(i)}, turn ${c(r)})`);let f=kt(e.table,v,`${o}'s table`);t=Et(n,f,s===16?kt(e.castling,16,`${o}'s castli\
ng`):null,i,r,a)}return ye.set(e,t),t}var de=new WeakMap,q=e=>de.get(e),St=new Map;function Ht(e){let t=St.get(e);if(!t){
if(e==="polyglot")t=Et(e,ot(),null,"pseudo","white",!1);else{let{table:n,castling:s}=e==="stockfish"?an():fn();t=Et(e,n,
s,"pseudo","black",e==="stockfish")}St.set(e,t)}return t}function kt(e,t,n){if(!((e instanceof BigUint64Array||Array.isArray(
e)&&It(e))&&e.length===t))throw new u("ARGUMENT_TYPE",`${n} must be ${t} keys (a BigUint64Array, or BigInts from 0 to 2^\
64 - 1), got ${c(e)}`);return e}function x(e="polyglot"){if(hn(e))return e;if(e?.[me]===!0)return un(e);if(typeof e=="st\
ring")return ln(e);let t=M(e,"layout(spec): spec",["base","seed","table","castlingTable","castling","ep","turn"]),{base:n,
seed:s,table:i,castlingTable:r,castling:a,ep:o,turn:f}=t;if([n,s,i].filter(w=>w!==void 0).length>1)throw new u("ARGUMENT",
"layout(spec): give at most one of base, seed and table");let l;if(i!==void 0)l={table:kt(i,v,"layout({ table })"),castling16:null,
ep:"pseudo",turn:"white",halfmove:!1};else if(s!==void 0){let w=zt(L(s),v+16);l={table:w.subarray(0,v),castling16:null,spare:w.
subarray(v),ep:"pseudo",turn:"white",halfmove:!1}}else{let w=n===void 0?"polyglot":n;if(!ft.includes(w))throw new u("ARG\
UMENT",`layout(spec): base must be one of ${ft.join(", ")}, got ${c(w)}`);let d=Ht(w);if(r===void 0&&a===void 0&&o===void 0&&
f===void 0)return d;let h=q(d);l={table:h.table,castling16:d.castlingKeys===16?h.castling:null,ep:d.ep,turn:d.turn,halfmove:d.
halfmoveBuckets}}let p=l.castling16;if(r!==void 0){if(a!==void 0&&a!==16)throw new u("ARGUMENT",`layout(spec): a castlin\
gTable is 16 keys: castling must be 16 or left out, got ${c(a)}`);p=kt(r,16,"layout({ castlingTable })")}else if(a===16&&
!p){if(!l.spare)throw new u("ARGUMENT","layout(spec): castling: 16 needs 16 castling keys (castlingTable, or a seed)");p=
l.spare}else if(a===4){if(p)throw new u("ARGUMENT","layout(spec): castling: 4 on a 16-key layout has no four keys to XOR")}else if(a!==
void 0&&a!==16)throw new u("ARGUMENT",`layout(spec): castling must be 4 or 16, got ${c(a)}`);if(o!==void 0&&!vt.includes(
o))throw new u("ARGUMENT",`layout(spec): ep must be one of ${vt.join(", ")}, got ${c(o)}`);if(f!==void 0&&f!=="white"&&f!==
"black")throw new u("ARGUMENT",`layout(spec): turn must be 'white' or 'black', got ${c(f)}`);return Et("custom",l.table,
p,o??l.ep,f??l.turn,l.halfmove)}function ln(e){let[t,...n]=e.split(",");if(ft.includes(t)&&n.length===0)return Ht(t);let s={};
if(ft.includes(t))s.base=t;else if(/^seed:\d+$/.test(t)&&BigInt(t.slice(5))<1n<<64n)s.seed=BigInt(t.slice(5));else throw t.
startsWith("seed:")?new u("ARGUMENT",`layout(${c(e)}): seed:S needs a whole number from 0 to 2^64 - 1 in decimal digits,\
 got ${c(t.slice(5))}`):new u("ARGUMENT",`layout(${c(e)}): unknown layout ${c(t)} (polyglot, stockfish, chessjs, seed:S)`);
for(let i of n){let r=/^(?:(castling)=(4|16)|(ep|turn)=(.*))$/.exec(i);if(!r)throw new u("ARGUMENT",`layout(${c(e)}): un\
known option ${c(i)} (castling=4|16, ep=pseudo|legal|literal, turn=white|black)`);r[1]?s.castling=Number(r[2]):s[r[3]]=r[4]}
return x(s)}var ge=new WeakSet;function cn(e){return ge.add(e),e}var hn=e=>ge.has(e),be=e=>St.get(e?.name)===e,we=e=>St.
get("polyglot")===e,Wt=70,Gt=e=>e<j?e&63:e<Ut?64+e-j:e<at?68:69;function Yt(e){let t=String.fromCharCode(97+(e&7),49+((e&
63)>>3));return new u("ARGUMENT",e<j?`two pieces on ${t}`:`feature ${e} conflicts with another`,{input:e})}function pn(e,t,n=0){
if(e=x(e),t===null||typeof t!="object"||typeof t[Symbol.iterator]!="function")throw new u("ARGUMENT_TYPE",`keyOfFeatures\
(layout, features): features must be an array (or iterable) of feature indices, got ${c(t)}`,{input:t});_(n,"keyOfFeatur\
es(layout, features, halfmove): halfmove",0,4294967295);let{table:s,castling:i}=q(e),r=new Uint8Array(Wt),a=0n,o=0,f=!1;
for(let l of t){if(!Number.isInteger(l)||l<0||l>=v)throw new u("ARGUMENT",`keyOfFeatures: a feature must be an integer f\
rom 0 to 780, got ${c(l)}`);if(r[Gt(l)]++)throw Yt(l);l>=j&&l<Ut?o^=1<<l-j:l===at?f=!f:a^=s[l]}return a^=i[o],f===(e.turn===
"white")&&(a^=s[at]),a^Tt(e,n)}function yn(e,t){return e=x(e),_(t,"halfmoveKey(layout, halfmove): halfmove",0,4294967295),
Tt(e,t)}function Tt(e,t){return!e.halfmoveBuckets||t<14?0n:BigInt(Math.floor((t-14)/8))*6364136223846793005n+1442695040888963407n&
$}var mn={pseudo:0,legal:1,literal:2},tt=class{constructor(t){this.core=t,this.sets=new Map}acquire(t){if(we(t))return 0;let n=this.
sets.get(t);return n||(n={ptr:this.#t(t),users:0,kept:be(t)},this.sets.set(t,n)),n.users++,n.ptr}#t(t){let n=this.core.output.
need(6376),s=new BigUint64Array(this.core.memory.buffer,n,797),i=q(t);s.set(i.table),s.set(i.castling,781);let r=this.core.
x.zbw_keys_new_layout(n,t.castlingKeys===16?n+8*781:0,mn[t.ep],t.turn==="white"?1:0,t.halfmoveBuckets?1:0);if(!r)throw new u(
"NO_MEMORY","cannot allocate a key set");return r}release(t){let n=this.sets.get(t);n&&--n.users===0&&!n.kept&&(this.core.
broken||this.core.x.zbw_keys_free(n.ptr),this.sets.delete(t))}with(t,n){let s=this.acquire(t);try{return n(s)}finally{this.
release(t)}}},J=Object.freeze(["layout","seed"]);function Z(e,t){let{layout:n,seed:s}=e;if(n!==void 0&&s!==void 0)throw new u(
"ARGUMENT",`${t}: give layout or seed, not both`);return s!==void 0?x({seed:s}):x(n??"polyglot")}var R="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",Ae=128,dn=256*8,gn=Symbol.dispose??Symbol.for("Symbol.d\
ispose"),I=1024,et=64;function Ee(e,t={count:0}){let n=e.x,s=new tt(e),i=new FinalizationRegistry(({ptr:a,layout:o})=>{e.
broken||n.zbw_position_free(a),s.release(o),t.count--});class r{static name="Position";#t;#n;static{e.positionPointer=o=>o!==
null&&typeof o=="object"&&#t in o?o.#e():0}constructor(o=R,f=void 0){O(o,"new Position(fen): fen",I),f=M(f,"new Position\
(fen, options): options",J);let l=Z(f,"new Position(fen, options)"),p=s.acquire(l),w=n.zbw_position_new(p);if(!w)throw s.
release(l),new u("NO_MEMORY","cannot allocate a position");if(this.#t=w,this.#n=l,t.count++,i.register(this,{ptr:w,layout:l},
this),o!==R)try{this.reset(o)}catch(d){throw this.free(),d}}reset(o=R){let f=this.#e();O(o,"reset(fen): fen",I);let l=e.
writeInput(o),p=n.zbw_position_set_fen(f,e.input.ptr,l);if(p)throw e.fenError(p,o);return this}#e(){if(this.#t===0)throw new u(
"POSITION_FREED","this Position was freed (free() or dispose) and cannot be used");return this.#t}play(o){let f=this.#e();
(typeof o!="string"||o.length>et)&&O(o,"play(move): move",et);let l=e.writeInput(o),p=n.zbw_position_play(f,e.input.ptr,
l);if(p)throw e.error(p,`Cannot play ${C(o)} in ${this.fen}`,{input:o,fen:this.fen});return this}playCode(o){let f=this.#e();
_(o,"playCode(code): code",0,65535);let l=n.zbw_position_make_code(f,o);if(l)throw e.error(l,`Cannot play move code ${o}\
 in ${this.fen}`,{input:o,fen:this.fen});return this}undo(){let o=n.zbw_position_undo(this.#e());if(o)throw e.error(o,"C\
annot undo");return this}get key(){return BigInt.asUintN(64,n.zbw_position_key(this.#e()))}get layout(){return this.#e(),
this.#n}get keyHi(){return n.zbw_position_key_hi(this.#e())>>>0}get keyLo(){return n.zbw_position_key_lo(this.#e())>>>0}get keyHex(){
return this.keyHi.toString(16).padStart(8,"0")+this.keyLo.toString(16).padStart(8,"0")}get fen(){let o=e.output.need(Ae);
return e.readString(o,n.zbw_position_fen(this.#e(),o))}get turn(){return n.zbw_position_side(this.#e())===1?"w":"b"}get inCheck(){
return n.zbw_position_in_check(this.#e())!==0}get ply(){return n.zbw_position_ply(this.#e())}get halfmoveClock(){return n.
zbw_position_halfmove(this.#e())}get fullmoveNumber(){return n.zbw_position_fullmove(this.#e())}legalMoves(o=void 0){let{
san:f=!1}=M(o,"legalMoves(options): options",["san"]);if(typeof f!="boolean")throw new u("ARGUMENT_TYPE",`legalMoves({ s\
an }): san must be true or false, got ${c(f)}`);let l=e.output.need(dn),p=e.readString(l,n.zbw_position_legal_text(this.#e(),
f?1:0,l));return p===""?[]:p.split(" ")}legalMoveCodes(){let o=e.output.need(512),f=n.zbw_position_legal_moves(this.#e(),
o);return new Uint16Array(e.memory.buffer,o,f).slice()}toSan(o){let f=this.#e();O(o,"toSan(move): move",et);let l=e.writeInput(
o),p=n.zbw_position_parse_move(f,e.input.ptr,l);if(p<0)throw e.error(-p,`Cannot read ${C(o)} in ${this.fen}`,{input:o,fen:this.
fen});let w=e.output.need(16);return e.readString(w,n.zbw_move_san(f,p,w))}isRepetition(){return n.zbw_position_repetitions(
this.#e())>=2}repetitions(){return n.zbw_position_repetitions(this.#e())}perft(o){let f=this.#e();return _(o,"perft(dept\
h): depth",0,20),n.zbw_position_perft(f,o)}features(){let o=e.output.need(160),f=n.zbw_position_features(this.#e(),o);return new Uint32Array(
e.memory.buffer,o,f).slice()}get freed(){return this.#t===0}free(){this.#t!==0&&(i.unregister(this),e.broken||n.zbw_position_free(
this.#t),s.release(this.#n),this.#t=0,t.count--)}[gn](){this.free()}}return r.START_FEN=R,{Position:r,live:t,keySets:s}}var Dt=256,bn=new TextEncoder;function Se(e,t,n){if(t.length<=Dt)return e.writeInput(t.join(""));let s=(e.input.need(n),
e.bytes()),i=e.input.ptr;for(let r=0;r<t.length;r+=Dt){let a=Math.min(r+Dt,t.length),o=t.slice(r,a).join(""),{read:f,written:l}=bn.
encodeInto(o,s.subarray(i,i+o.length));(f!==o.length||l!==o.length)&&Ct(s,i,o),i+=o.length}return n}var Mt=781,$t=new Uint8Array(128);for(let e of'{}()[];%$*"')$t[e.charCodeAt(0)]=1;for(let e=48;e<=57;e++)$t[e]=2;var wn=new Set(
["1-0","0-1","1/2-1/2"]);function An(e){let t=0;for(let n=0;n<e.length;n++){let s=e.charCodeAt(n);if(s<=32||s>=127){if(/\s/.
test(e))return!1;continue}let i=$t[s];if(i===1)return!1;i===2&&t===n&&t++}return e.length===0?!1:t===0?!0:t===e.length?e===
"0000":e.charCodeAt(t)!==46&&!wn.has(e)}function ke(e,t=new tt(e)){let n=e.x,s=(h,m,y)=>h===void 0?y(0):t.with(Z(M(h,`${m}\
: options`,J),m),y);function i(h,m=void 0){return O(h,"keyOfFen(fen): fen",I),m===void 0?r(0,h):s(m,"keyOfFen(fen, optio\
ns)",y=>r(y,h))}function r(h,m){let y=e.writeInput(m),g=e.output.need(8),b=n.zbw_key_of_fen(h,e.input.ptr,y,g);if(b)throw e.
fenError(b,m);return e.u64()[g>>3]}let a=new Uint16Array(256);function o(h,m=void 0){if(!Array.isArray(h))throw new u("A\
RGUMENT_TYPE",`keysOfFens(fens): fens must be an array of strings, got ${c(h)}`);let y=h.length;a.length<y&&(a=new Uint16Array(
Math.max(y,2*a.length)));let g=0;for(let b=0;b<y;b++){let A=h[b];(typeof A!="string"||A.length>I)&&O(A,`keysOfFens(fens)\
: fens[${b}]`,I),a[b]=A.length,g+=A.length}return s(m,"keysOfFens(fens, options)",b=>{Se(e,h,g);let A=e.output.need(10*y);
new Uint16Array(e.bytes().buffer,A+8*y,y).set(a.subarray(0,y));let k=n.zbw_keys_of_fens(b,e.input.ptr,A+8*y,A,y);if(k){let S=n.
zbw_last_index(),T=e.fenError(k,h[S],`Invalid FEN at index ${S}`);throw T.index=S,T}return new BigUint64Array(e.bytes().
buffer,A,y).slice()})}function f(h,m=void 0){let y=M(m,"replay(moves, options): options",["fen",...J]),{fen:g}=y,b=Z(y,"\
replay(moves, options)"),A;if(Array.isArray(h)){for(let S=0;S<h.length;S++){let T=h[S];if((typeof T!="string"||T.length>
et)&&O(T,`replay(moves): moves[${S}]`,et),!An(T))throw new u("ARGUMENT",`replay(moves): moves[${S}] must be one move (SA\
N, UCI or a null move; no move number, result, comment or variation), got ${c(T)}`,{index:S,input:T})}try{A=h.join(" ")}catch(S){
throw S instanceof RangeError?new u("ARGUMENT",`replay(moves): ${h.length} moves are more text than one string can hold;\
 replay them in parts (replay(moves, { fen }))`):S}}else if(typeof h=="string")A=h;else throw new u("ARGUMENT_TYPE",`rep\
lay(moves): moves must be an array of strings or PGN movetext, got ${c(h)}`);g!==void 0&&O(g,"replay(moves, { fen }): fe\
n",I);let k=g??R;return t.with(b,S=>l(S,A,k))}function l(h,m,y){let g=e.scratch(h),b=e.writeInput(y),A=n.zbw_position_set_fen(
g,e.input.ptr,b);if(A)throw e.fenError(A,y);let k=e.writeInput(m),S=(k>>1)+2,T=e.output.need(8*S),X=n.zbw_replay(h,e.input.
ptr,k,T,S);if(X){let E=n.zbw_last_plies()+1,U=e.output.need(128),K=e.readString(U,n.zbw_position_fen(g,U)),Ot=n.zbw_last_offset(),
Xt=m.slice(Ot,Ot+n.zbw_last_length());throw e.error(X,`Cannot play ${C(Xt)} at ply ${E} in ${K}`,{input:Xt,ply:E,fen:K,offset:Ot})}
return new BigUint64Array(e.memory.buffer,T,n.zbw_last_plies()+1).slice()}function p(h,m=void 0){return O(h,"featuresOfF\
en(fen): fen",I),s(m,"featuresOfFen(fen, options)",y=>{let g=e.scratch(y),b=e.writeInput(h),A=n.zbw_position_set_fen(g,e.
input.ptr,b);if(A)throw e.fenError(A,h);let k=e.output.need(160),S=n.zbw_position_features(g,k);return new Uint32Array(e.
memory.buffer,k,S).slice()})}function w(){return new BigUint64Array(e.memory.buffer,n.zbw_polyglot_table(),Mt).slice()}function d(h){
let m=e.output.need(8*Mt);return n.zbw_keys_fill(L(h),m,Mt),new BigUint64Array(e.memory.buffer,m,Mt).slice()}return{keyOfFen:i,
keysOfFens:o,replay:f,featuresOfFen:p,polyglotTable:w,seededTable:d}}var En=[[1,2],[2,1],[2,-1],[1,-2],[-1,-2],[-2,-1],[-2,1],[-1,2]],Sn=[[1,0],[1,1],[0,1],[-1,1],[-1,0],[-1,-1],[0,-1],[1,-1]],
kn=[[1,0],[-1,0],[0,1],[0,-1]],Un=[[1,1],[1,-1],[-1,1],[-1,-1]];function Nt(e,t,n,s,i){let r=(t&7)+n,a=(t>>3)+s;return r>=
0&&r<8&&a>=0&&a<8&&e[8*a+r]===i}function Ue(e,t,n,s,i){for(let[r,a]of n)for(let o=(t&7)+r,f=(t>>3)+a;o>=0&&o<8&&f>=0&&f<
8;o+=r,f+=a){let l=e[8*f+o];if(l!==-1){if(l===s||l===i)return!0;break}}return!1}function Tn(e,t,n){let s=n?1:0,i=a=>2*a+
s,r=n?-1:1;if(Nt(e,t,-1,r,i(0))||Nt(e,t,1,r,i(0)))return!0;for(let[a,o]of En)if(Nt(e,t,a,o,i(1)))return!0;for(let[a,o]of Sn)
if(Nt(e,t,a,o,i(5)))return!0;return Ue(e,t,kn,i(3),i(4))||Ue(e,t,Un,i(2),i(4))}function xt(e,t,n){let s=n?1:0,i=n?11:10,
r=n?t-8:t+8,a=r&7,o=e.indexOf(i);for(let f of[a>0?r-1:-1,a<7?r+1:-1]){if(f===-1||e[f]!==s)continue;if(o===-1)return!0;let l=e[r],
p=e[t];e[f]=-1,e[r]=-1,e[t]=s;let w=!Tn(e,o,!n);if(e[f]=s,e[r]=l,e[t]=p,w)return!0}return!1}var Mn=768,Nn=772,xn=780,Rn="pnbrqk",Te=1,Me=0,Ne=7,xe=6,Re=11,Ke=10,Kn=[[4,7,Re,Ne],[4,0,Re,Ne],[60,63,Ke,xe],[60,56,Ke,
xe]];function W(e,t,n){return new u("ARGUMENT_TYPE",`${e}: chess must be a chess.js 1.x Chess instance (with board(), tu\
rn(), getCastlingRights() and fen()), got ${t}`,{input:n})}function On(e,t=void 0){let{layout:n}=M(t,"featuresOfChessJs(\
chess, options): options",["layout"]);return jt(e,x(n??"polyglot"),"featuresOfChessJs(chess)").features}function jt(e,t,n){
if(e===null||typeof e!="object"||typeof e.board!="function"||typeof e.turn!="function"||typeof e.getCastlingRights!="fun\
ction"||typeof e.fen!="function")throw W(n,c(e),e);let s=e.board();if(!Array.isArray(s)||s.length!==8)throw W(n,`a board\
() of ${c(s)}`,e);let i=new Int8Array(64).fill(-1),r=[];for(let d=0;d<8;d++){let h=s[d];if(!Array.isArray(h)||h.length!==
8)throw W(n,`a board() row of ${c(h)}`,e);for(let m=0;m<8;m++){let y=h[m];if(y==null)continue;let g=typeof y?.type=="str\
ing"&&y.type.length===1?Rn.indexOf(y.type):-1;if(g<0||y.color!=="w"&&y.color!=="b")throw W(n,`a board() square holding ${c(
y?.type)} of color ${c(y?.color)}`,e);let b=8*(7-d)+m,A=2*g+(y.color==="w"?1:0);i[b]=A,r.push(64*A+b)}}let a=e.turn();if(a!==
"w"&&a!=="b")throw W(n,`a turn() of ${c(a)}`,e);let o=a==="w";for(let[d,h]of[["w",0],["b",2]]){let m=e.getCastlingRights(
d);if(m===null||typeof m!="object")throw W(n,`a getCastlingRights() of ${c(m)}`,e);[m.k,m.q].forEach((y,g)=>{let[b,A,k,S]=Kn[h+
g];y===!0&&i[b]===k&&i[A]===S&&r.push(Mn+h+g)})}let f=e.fen({forceEnpassantSquare:!0}),l=typeof f=="string"?f.split(/\s+/):
[],p=l[3];if(p===void 0)throw W(n,`a fen() of ${c(f)}`,e);if(p==="-"&&t.ep==="literal"&&(p=Fn(e)??"-"),p!=="-"){let d=p.
charCodeAt(0)-97,h=p.charCodeAt(1)-49;if(p.length!==2||d<0||d>7||h!==(o?5:2))throw W(n,`a fen() with the ep square ${c(p)}`,
e);let m=8*h+d,y=o?m-8:m+8,g=o?Te:Me,b=o?Me:Te,A=d>0&&i[y-1]===g||d<7&&i[y+1]===g;i[m]===-1&&i[y]===b&&(t.ep==="literal"||
A&&(t.ep==="pseudo"||xt(i,m,o)))&&r.push(Nn+d)}o&&r.push(xn);let w=/^\d+$/.test(l[4]??"")?Math.min(Number(l[4]),65535):0;
return{features:Uint32Array.from(r),halfmove:w}}function Fn(e){if(typeof e.history!="function")return;let t=e.history({verbose:!0}),
n=Array.isArray(t)?t.at(-1):void 0;if(!(!n||typeof n.flags!="string"||!n.flags.includes("b")||typeof n.to!="string"))return n.
to[0]+(n.to[1]==="4"?"3":"6")}var lt=781,ut=768,P=772,G=780,Y=lt,Kt=lt+16,_n=Kt+1,nt=2,Rt="pPnNbBrRqQkK",Oe="pnbrqk",D=new Uint8Array(64).fill(15);D[4]=
12;D[7]=14;D[0]=13;D[60]=3;D[63]=11;D[56]=7;function Jt(e,t){if(typeof e=="string"&&e.length===2){let n=e.charCodeAt(0)-
97,s=e.charCodeAt(1)-49;if(((n|s)&-8)===0)return 8*s+n}else if(typeof e=="number"&&Number.isInteger(e)&&e>=0&&e<64)return e;
throw new u("ARGUMENT",`${t} must be a square like "e4" or an index 0-63, got ${c(e)}`,{input:e})}function F(e){return String.
fromCharCode(97+(e&7),49+(e>>3))}function N(e,t){return new u("MOVE_MISMATCH",`applyMove({ from: ${c(e.from)}, to: ${c(e.
to)} }): ${t}`,{input:e})}var Cn=e=>V(e,lt);function In(e){let t=e.trim().split(/\s+/)[4];return t!==void 0&&/^\d+$/.test(
t)?Number(t):0}var z=class{static name="Scheme";#t;constructor(t,n=void 0){let{parseFen:s}=M(n,"new Scheme(layout, optio\
ns): options",["parseFen"]);if(s!==void 0&&typeof s!="function")throw new u("ARGUMENT_TYPE",`new Scheme(layout, { parseF\
en }): parseFen must be a function, got ${c(s)}`);if(t===void 0)throw new u("ARGUMENT_TYPE","new Scheme(layout): give a \
layout (a Layout, 'polyglot', 'stockfish', ...) or a 781-key table");let i=t instanceof BigUint64Array||Array.isArray(t)?
x({table:Cn(t)}):x(t);this.#t=i,this.castlingSets=i.castlingKeys===16,this.turnWhite=i.turn==="white",this.epLiteral=i.ep===
"literal",this.epLegal=i.ep==="legal",this.buckets=i.halfmoveBuckets;let r=new BigUint64Array(_n),a=q(i);r.set(a.table),
r.set(a.castling,Y),this.prepare(r),this.turnWhite||this.negateKeyAt(G),this.parseFen=s,this.board=new Int8Array(64),this.
setFeatures([])}get layout(){return this.#t}get halfmoveClock(){return this.buckets?this.halfmove:this.clockAfter(this.plies)}clockAfter(t){
let n=this.history;for(let s=t;s>0;s--){let i=n[(s-1)*nt];if((i>>>12&15)>>1===0||(i>>>20&15)!==0)return t-s}return this.
halfmove+t}setFeatures(t,n=0){let s=t!==null&&typeof t=="object"&&typeof t.length=="number";if(!s&&(t===null||typeof t?.[Symbol.
iterator]!="function"||typeof t=="string"))throw new u("ARGUMENT_TYPE",`setFeatures(features): features must be an array\
 of feature indices, got ${c(t)}`);if(!Number.isInteger(n)||n<0||n>65535)throw new u("ARGUMENT",`setFeatures(features, h\
alfmove): halfmove must be an integer from 0 to 65535, got ${c(n)}`);let i=s?t:Array.from(t),r=this.seen??=new Uint32Array(
Wt);(this.stamp===void 0||this.stamp===4294967295)&&(r.fill(0),this.stamp=0);let a=++this.stamp;for(let o=0;o<i.length;o++){
let f=i[o];if(!Number.isInteger(f)||f<0||f>=lt)throw new u("ARGUMENT",`a feature must be an integer from 0 to 780, got ${c(
f)}`);let l=Gt(f);if(r[l]===a)throw Yt(f);r[l]=a}this.board.fill(-1),this.clearHistory(),this.castling=0,this.ep=-1,this.
white=!1,this.halfmove=n,this.bucket=-1,this.resetKey();for(let o=0;o<i.length;o++){let f=i[o];f<ut?(this.board[f&63]=f>>
6,this.insertKey(f)):f<P?(this.castling|=1<<f-ut,this.castlingSets||this.insertKey(f)):f<G?(this.ep=f,this.insertKey(f)):
(this.white=!0,this.insertKey(f))}return this.castlingSets&&this.insertKey(Y+this.castling),this.turnWhite||this.removeKey(
G),this.keyBucket(n),this}keyBucket(t){let n=this.buckets&&t>=14?Math.floor((t-14)/8):-1;n!==this.bucket&&(this.bucket!==
-1&&this.removeKey(Kt),n!==-1&&(this.setKeyAt(Kt,Tt(this.#t,t)),this.insertKey(Kt)),this.bucket=n)}countMove(t){this.history[(this.
plies-1)*nt+1]|=this.halfmove<<7,this.halfmove=t?0:this.halfmove+1,this.keyBucket(this.halfmove)}clearHistory(){this.history??=
new Int32Array(nt*64),!this.buckets&&this.plies>0&&(this.halfmove=this.clockAfter(this.plies)),this.plies=0}undo(){if(this.
plies===0)throw new u("NOTHING_TO_UNDO","undo(): no move applied since the position was set");let t=this.history,n=--this.
plies*nt,s=t[n],i=(t[n+1]&127)-1,r=t[n+1]>>>7,a=s&63,o=s>>>6&63,f=s>>>12&15,l=s>>>16&15,p=(s>>>20&15)-1,w=s>>>24&15,d=s>>>
28,h=this.board;this.ep!==-1&&this.removeKey(this.ep),this.white?this.removeKey(G):this.insertKey(G),this.white=(f&1)===
1;let m=w&~this.castling;if(m)if(this.castlingSets)this.removeKey(Y+this.castling),this.insertKey(Y+w);else for(let y=0;y<
4;y++)m&1<<y&&this.insertKey(ut+y);if(this.castling=w,f>>1===5&&(o-a===2||a-o===2)){let y=o>a?a+3:a-4,g=o>a?a+1:a-1,b=h[g];
this.removeKey(64*b+g),this.insertKey(64*b+y),h[g]=-1,h[y]=b}return this.removeKey(64*l+o),h[o]=-1,this.insertKey(64*f+a),
h[a]=f,p!==-1&&(this.insertKey(64*p+i),h[i]=p),this.ep=d===0?-1:P+d-1,d!==0&&this.insertKey(this.ep),this.buckets&&(this.
halfmove=r,this.keyBucket(r)),this}setFen(t){if(!this.parseFen)throw new u("ARGUMENT","setFen needs a parseFen option: c\
reate the scheme with createScheme(), or without WebAssembly use setFromChessJs(new Chess(fen))");let n=this.parseFen(t,
{layout:this.#t});return this.setFeatures(n,In(t))}setFromChessJs(t){let{features:n,halfmove:s}=jt(t,this.#t,"setFromChe\
ssJs(chess)");return this.setFeatures(n,s)}togglePiece(t,n){let s=typeof t=="string"&&t.length===1?Rt.indexOf(t):t;if(!Number.
isInteger(s)||s<0||s>11)throw new u("ARGUMENT",`a piece must be a FEN letter (PNBRQKpnbrqk) or a kind 0-11, got ${c(t)}`);
let i=Jt(n,"square"),r=this.board[i];if(r!==-1&&r!==s)throw new u("ARGUMENT",`${F(i)} holds ${Rt[r]}, not ${Rt[s]}`);return this.
board[i]=r===s?-1:s,this.flip(64*s+i,r!==s),this}toggleCastling(t){let n=typeof t=="string"?"KQkq".indexOf(t):t;if(!Number.
isInteger(n)||n<0||n>3||typeof t=="string"&&t.length!==1)throw new u("ARGUMENT",`a castling right must be K, Q, k, q or \
0-3, got ${c(t)}`);let s=this.castling;return this.castling^=1<<n,this.castlingSets?(this.clearHistory(),this.removeKey(
Y+s),this.insertKey(Y+this.castling)):this.flip(ut+n,(this.castling&1<<n)!==0),this}toggleEpFile(t){let n=typeof t=="str\
ing"&&t.length===1?t.charCodeAt(0)-97:t;if(!Number.isInteger(n)||n<0||n>7)throw new u("ARGUMENT",`an ep file must be a-h\
 or 0-7, got ${c(t)}`);if(this.ep!==-1&&this.ep!==P+n)throw new u("ARGUMENT",`the ep file ${"abcdefgh"[this.ep-P]} is ha\
shed already`);return this.ep=this.ep===-1?P+n:-1,this.flip(P+n,this.ep!==-1),this}toggleSide(){return this.white=!this.
white,this.flip(G,this.white),this}flip(t,n){this.clearHistory(),n?this.insertKey(t):this.removeKey(t)}add(t){this.insertKey(
t)}remove(t){this.removeKey(t)}applyMove(t){if(t===null||typeof t!="object")throw new u("ARGUMENT_TYPE",`applyMove(move)\
: move must be an object like chess.js's, got ${c(t)}`);let n=Jt(t.from,"move.from"),s=Jt(t.to,"move.to"),i=this.board,r=i[n],
a=(r&1)===1;if(r===-1)throw N(t,`no piece on ${F(n)}`);if(a!==this.white)throw N(t,`the piece on ${F(n)} is not the side\
 to move's`);let o=t.piece,f=t.color;if(o!==void 0&&o!==Oe[r>>1])throw N(t,`${F(n)} holds ${Rt[r]}`);if(f!==void 0&&f!==
(a?"w":"b"))throw N(t,`it is ${a?"white":"black"}'s piece`);let l=r>>1,p=(s&7)-(n&7),w=this.ep,d=i[s]===-1?-1:s;if(l===0){
let E=a?s-n:n-s;if(!(p===0?d===-1&&(E===8||E===16&&n>>3===(a?1:6)&&i[n+s>>1]===-1):(p===1||p===-1)&&E===8+(a?p:-p)))throw N(
t,`a pawn cannot go from ${F(n)} to ${F(s)}`);if(p!==0&&d===-1){if(w!==P+(s&7))throw N(t,`no en passant capture on ${F(s)}`);
d=a?s-8:s+8}}let h=d===-1?-1:i[d];if(h!==-1&&(((h^r)&1)===0||h>>1===5))throw N(t,`cannot capture on ${F(s)}`);if(d!==-1&&
h===-1)throw N(t,`nothing to capture on ${F(s)}`);let m=t.captured;if(m!==void 0&&(h===-1||m!==Oe[h>>1]))throw N(t,`the \
move says it captures ${m}`);let y=r,g=t.promotion;if(g!=null){let E=typeof g=="string"&&g.length===1?"nbrq".indexOf(g):
-1;if(l!==0||E<0||s>>3!==(a?7:0))throw N(t,`bad promotion ${c(g)}`);y=2*(E+1)+(r&1)}else if(l===0&&s>>3===(a?7:0))throw N(
t,"a pawn reaching the last rank needs move.promotion");let b=this.castling,A=l===5&&(p===2||p===-2);if(A){let E=p>0?n+3:
n-4,U=(a?0:2)+(p>0?0:1);if(!(b&1<<U))throw N(t,`no ${"KQkq"[U]} castling right`);if(i[E]!==(a?7:6))throw N(t,`no rook on\
 ${F(E)} to castle with`);for(let K=Math.min(n,E)+1;K<Math.max(n,E);K++)if(i[K]!==-1)throw N(t,`${F(K)} is in the way of\
 castling`)}let k=this.history,S=this.plies*nt;if(S+nt>k.length){let E=new Int32Array(k.length*2);E.set(k),this.history=
k=E}if(k[S]=n|s<<6|r<<12|y<<16|h+1<<20|b<<24|(w===-1?0:w-P+1)<<28,k[S+1]=d+1,this.plies++,w!==-1&&this.removeKey(w),h!==
-1&&(this.removeKey(64*h+d),i[d]=-1),this.removeKey(64*r+n),i[n]=-1,this.insertKey(64*y+s),i[s]=y,A){let E=p>0?n+3:n-4,U=p>
0?n+1:n-1,K=i[E];this.removeKey(64*K+E),this.insertKey(64*K+U),i[E]=-1,i[U]=K}let T=b&~(D[n]&D[s]);if(T){let E=b&~T;if(this.
castlingSets)this.removeKey(Y+b),this.insertKey(Y+E);else for(let U=0;U<4;U++)T&1<<U&&this.removeKey(ut+U);this.castling=
E}a?this.removeKey(G):this.insertKey(G),this.white=!a;let X=-1;if(l===0&&(s-n===16||n-s===16)){let E=a?0:1,U=s&7;(this.epLiteral||
(U>0&&i[s-1]===E||U<7&&i[s+1]===E)&&(!this.epLegal||xt(i,n+s>>1,!a)))&&(X=P+U,this.insertKey(X))}return this.ep=X,this.buckets&&
this.countMove(l===0||h!==-1),this}};var st=class extends pt(z){static name="BigInt64"},rt=class extends yt(z){static name="Paired32"},it=class extends mt(z){static name="\
Additive48"};function Fe(e){return Object.freeze([{id:"xor32",bits:32,label:"32-bit XOR (low half of the key)"},{id:"xor48",bits:48,label:"\
48-bit XOR (high 48 bits)"},{id:"add48",bits:48,label:"48-bit additive (Additive48)"},{id:"xor64",bits:64,label:`64-bit \
XOR (${e})`}].map(Object.freeze))}var _e=Object.freeze([1,20,400,5362,72078,822518,9417681,96400068]),Ce=Fe("Polyglot key"),Pn=e=>e.split(" ").slice(0,4).
join(" "),ar=Pn(R);var Zt={bigint64:st,paired32:rt,additive48:it};function Ie(e,t){let{Position:n,keySets:s}=Ee(e,t),i=ke(e,s);function r(a,o=void 0){
let f=M(o,"createScheme(name, options): options",J);if(typeof a!="string")throw new u("ARGUMENT_TYPE",`createScheme(name\
): name must be a string, got ${c(a)}`);let l=a.toLowerCase(),p=Object.prototype.hasOwnProperty.call(Zt,l)?Zt[l]:void 0;
if(!p)throw new u("ARGUMENT",`createScheme(name): name must be one of ${Object.keys(Zt).join(", ")}, got ${c(a)}`);return new p(
Z(f,"createScheme(name, options)"),{parseFen:i.featuresOfFen})}return{Position:n,ChessPosition:n,...i,createScheme:r,START_FEN:R}}function Pe(e){let t=e.x.zbw_polyglot_table_slots;t&&new BigUint64Array(e.memory.buffer,t(),781).set(ot())}function zn(e,t){return()=>({livePositions:t.count,memoryBytes:e.memory.buffer.byteLength})}function ze(e){let t=new ht(
e);Pe(t);let n={count:0};return Object.freeze({...he(t),...Ie(t,n),stats:zn(t,n)})}var{init:zr,initSync:Br}=oe(ze,{moduleUrl:()=>new URL("./zobrist.wasm",import.meta.url)});export{it as Additive48,bt as Additive48Hash,st as BigInt64,dt as BigInt64Hash,Ce as CENSUS_HASHES,B as FeatureHash,_e as KNOWN_DISTINCT,
rt as Paired32,gt as Paired32Hash,R as START_FEN,z as Scheme,u as ZobristError,On as featuresOfChessJs,yn as halfmoveKey,
zr as init,Br as initSync,pn as keyOfFeatures,x as layout,ot as polyglotKeys,ce as splitmix64,zt as splitmix64Table,L as toSeed};
//# sourceMappingURL=zobrist.js.map
