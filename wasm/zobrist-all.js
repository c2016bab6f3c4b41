// Bundled by esbuild from the sources in wasm/ (make); do not edit.
var qe=Symbol.for("zobrist-wasm.ZobristError"),d=class extends Error{static name="ZobristError";constructor(e,n,r={}){super(
n),this.name="ZobristError",this.code=e,Object.assign(this,r)}get[qe](){return!0}static[Symbol.hasInstance](e){return typeof e==
"object"&&e!==null&&e[qe]===!0}};function F(t){return JSON.stringify(t.length>120?`${t.slice(0,100)}\u2026`:t)}function g(t){
return typeof t=="string"?F(t):t==null?String(t):typeof t=="bigint"?`${t}n`:typeof t=="object"?`an object (${Object.prototype.
toString.call(t).slice(8,-1)})`:typeof t=="symbol"?"a symbol":`${typeof t} ${String(t)}`}function kr(t,e){if(typeof t!="\
string")throw new d("ARGUMENT_TYPE",`${e} must be a string, got ${g(t)}`,{input:t})}function R(t,e,n,r){if(typeof t!="nu\
mber"||!Number.isInteger(t))throw new d("ARGUMENT_TYPE",`${e} must be an integer, got ${g(t)}`,{input:t});if(t<n||t>r)throw new d(
"ARGUMENT",`${e} must be from ${n} to ${r}, got ${t}`,{input:t})}function B(t,e,n){if(t===void 0)return{};if(t===null||typeof t!=
"object"||Array.isArray(t))throw new d("ARGUMENT_TYPE",`${e} must be an object, got ${Array.isArray(t)?"an array":g(t)}`,
{input:t});for(let r of Object.keys(t))if(!n.includes(r))throw new d("ARGUMENT",`${e}: unknown option ${g(r)} (${n.join(
", ")})`,{input:r});return t}function P(t,e,n){if(kr(t,e),t.length>n)throw new d("ARGUMENT",`${e} is ${t.length} charact\
ers long; at most ${n} make sense`,{input:t})}var Nt=null;function tn(t){return Nt?Nt(t):0}function en(t,e){let n=Nt;Nt=t;try{return e()}finally{Nt=n}}var bt={env:{emscripten_notify_memory_growth(){},zbw_audit_progress:tn}};async function we(t){let e=await t;if(typeof Response>
"u"||!(e instanceof Response))throw new Error(`expected a Response from the promise given to init(), got ${Object.prototype.
toString.call(e)}`);if(!e.ok)throw new Error(`fetching ${e.url||"the module (a Response with no URL)"}: HTTP ${e.status}`);
return WebAssembly.instantiateStreaming&&e.headers.get("content-type")==="application/wasm"?(await WebAssembly.instantiateStreaming(
e,bt)).instance:(await WebAssembly.instantiate(await e.arrayBuffer(),bt)).instance}function nn(t){let e;try{e=t?.()}catch{}
if(!(e instanceof URL))throw new d("WASM_LOAD","cannot locate the WebAssembly module: this bundle has no import.meta.url\
 (an IIFE or CommonJS bundle?); pass its URL to init(url), or import 'zobrist-wasm/inline', which has the chess module b\
uilt in");return e}var rn="zobrist-wasm/inline has its module built in: call init() or initSync() with no argument, or p\
ass the module's bytes";function Sr(t,e){if(t instanceof URL)return t;if(e.fileUrl)return e.fileUrl(t);if(URL.canParse?.(
t)??/^[a-z][a-z0-9+.-]*:/i.test(t))return new URL(t);let n=globalThis.location?.href;if(e.bytes&&!n)throw new d("WASM_LO\
AD",`cannot resolve ${g(t)}: no page or module URL to resolve it against; ${rn}`);try{return new URL(t,nn(e.moduleUrl))}catch(r){
if(n)return new URL(t,n);throw r}}async function sn(t,e){if(t===void 0){let n=e.bytes??e.ownBytes;if(n)return ge(await n());
t=nn(e.moduleUrl)}if(t instanceof WebAssembly.Module)return new WebAssembly.Instance(t,bt);if(t instanceof ArrayBuffer||
ArrayBuffer.isView(t))return(await WebAssembly.instantiate(t,bt)).instance;if(typeof t=="string"||t instanceof URL){let n=Sr(
t,e);if(n.protocol!=="file:")return we(fetch(n));if(e.readFile)return(await WebAssembly.instantiate(await e.readFile(n),
bt)).instance;if(e.bytes)throw new d("WASM_LOAD",`cannot read ${n.href}: this entry reads no files; ${rn}`);let r;try{r=
await fetch(n)}catch(s){throw new d("WASM_LOAD",`cannot read ${n.href}: this is the package's browser build, and this ru\
ntime's fetch reads no files; Node gets its own build through the 'node' export condition (not under --conditions=browse\
r); or pass the module's bytes`,{cause:s})}return we(r)}if(typeof Response<"u"&&t instanceof Response||typeof t?.then=="\
function")return we(t);throw new d("ARGUMENT_TYPE",`init(source): source must be a URL, a Response, bytes or a WebAssemb\
ly.Module, got ${g(t)}`)}function ge(t){let e=t instanceof WebAssembly.Module?t:new WebAssembly.Module(t);return new WebAssembly.
Instance(e,bt)}var xr=/Content.Security.Policy|\bCSP\b|unsafe-eval|code generation disallowed by embedder/i;function Ur(t){let e=globalThis.
WebAssembly?.CompileError;return(e&&t instanceof e||t instanceof EvalError||t?.name==="CompileError"||t?.name==="EvalErr\
or")&&typeof t.message=="string"&&xr.test(t.message)}var Nr="Add 'wasm-unsafe-eval' to script-src (to default-src if the\
re is no script-src), e.g. script-src 'self' 'wasm-unsafe-eval': it is the only relaxation the module needs; 'unsafe-eva\
l' is not needed. Without WebAssembly, the pure-JS schemes still give exact Polyglot keys: new Paired32(polyglotKeys()).\
setFromChessJs(chess)";function on(t){for(let e=t,n=0;e!==null&&typeof e=="object"&&n<4;e=e.cause,n++){if(e instanceof d&&
e.code==="WASM_CSP")return e;if(Ur(e))return new d("WASM_CSP",`cannot compile the WebAssembly module: the page's Content\
-Security-Policy forbids it. ${Nr}. (The browser said: ${e.message.trim()})`,{cause:e})}}var Mr=new Uint8Array([0,97,115,109,1,0,0,0,1,5,1,96,0,1,123,3,2,1,0,10,22,1,20,0,253,12,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,
11]);function fn(t,e=globalThis.WebAssembly){if(!(e?.CompileError&&t instanceof e.CompileError||t?.name==="CompileError")||
typeof e?.validate!="function")return;let r;try{r=e.validate(Mr)}catch{return}if(!r)return new d("WASM_LOAD",`cannot com\
pile the WebAssembly module: this runtime lacks WebAssembly SIMD, which the module uses (Chrome 91, Firefox 89, Safari 1\
6.4 and Node 16.4 have it). Without WebAssembly, the pure-JS schemes still give exact Polyglot keys: new Paired32(polygl\
otKeys()).setFromChessJs(chess). (The runtime said: ${String(t.message).trim()})`,{cause:t})}function an(t){return t instanceof d?t:on(t)??fn(t)??new d("WASM_LOAD",`cannot load the WebAssembly module: ${t.message}`,
{cause:t})}function un(t,e){async function n(s){let o;try{o=await sn(s,e)}catch(f){throw an(f)}return t(o)}function r(s){
if(s===void 0&&e.bytes&&(s=e.bytes()),!(s instanceof WebAssembly.Module||s instanceof ArrayBuffer||ArrayBuffer.isView(s)))
throw new d("ARGUMENT_TYPE",`initSync(source): source must be the module's bytes or a WebAssembly.Module, got ${g(s)}`+(s===
void 0?" (only 'zobrist-wasm/inline' takes none: its initSync() uses the module built into it)":""));let o;try{o=ge(s)}catch(f){
throw an(f)}return t(o)}return{init:n,initSync:r}}var Or=new TextEncoder,Rr=null,cn=t=>(Rr??=new TextDecoder).decode(t),ln=20;function zr(t,e){let n=s=>{throw s instanceof
WebAssembly.RuntimeError?(e.broken=s,hn(s)):s},r=()=>{if(e.broken)throw hn(e.broken)};switch(t.length){case 0:return()=>{
r();try{return t()}catch(s){return n(s)}};case 1:return s=>{r();try{return t(s)}catch(o){return n(o)}};case 2:return(s,o)=>{
r();try{return t(s,o)}catch(f){return n(f)}};case 3:return(s,o,f)=>{r();try{return t(s,o,f)}catch(i){return n(i)}};case 4:
return(s,o,f,i)=>{r();try{return t(s,o,f,i)}catch(h){return n(h)}};default:return(...s)=>{r();try{return t(...s)}catch(o){
return n(o)}}}}function Br(t,e){return Object.create(new Proxy({},{get(n,r,s){let o=t[r];if(o===void 0)return;let f=typeof o==
"function"?zr(o,e):o;return Object.defineProperty(s,r,{value:f,enumerable:!0}),f}}))}function hn(t){return new d("WASM_T\
RAP",`the WebAssembly module trapped (${t.message}); this instance can no longer be used: call init() again`,{cause:t})}
var Ir=2**31;function _e(t,e,n){for(let r=0;r<n.length;r++){let s=n.charCodeAt(r);t[e+r]=s<128?s:128}}var Ft=class{constructor(e,n){
this.core=e,this.size=0,this.ptr=0,this.need(n)}need(e){if(e>this.size&&(this.ptr&&this.core.x.zbw_free(this.ptr),this.size=
Math.max(e,this.size*2),this.ptr=this.core.alloc(this.size),!this.ptr))throw this.size=0,new d("NO_MEMORY",`cannot alloc\
ate ${e} bytes of WebAssembly memory`);return this.ptr}},Pr=1,Lt=2;function Cr(t,e){if(typeof t.zbw_module_kind!="functi\
on")throw new d("WASM_LOAD","this WebAssembly module is not one of zobrist-wasm's (it has no zbw_module_kind export): pa\
ss the package's zobrist.wasm, or its zobrist-all.wasm to zobrist-wasm/all");if(e===Lt&&t.zbw_module_kind()!==Lt)throw new d(
"WASM_LOAD","zobrist-wasm/all needs zobrist-all.wasm; this module is the main entry's zobrist.wasm (keys and chess only)")}
var $t=class{constructor(e,n=Pr){Cr(e.exports,n),this.memory=e.exports.memory,this.broken=null,this.x=Br(e.exports,this),
this.x._initialize(),this.chessErrors=this.gameErrors(this.x.zbw_error_name,this.x.zbw_error_message),this.u8=new Uint8Array(
this.memory.buffer),this.u32=new Uint32Array(this.memory.buffer),this.u64s=new BigUint64Array(this.memory.buffer),this.input=
new Ft(this,1024),this.inputBytes=null,this.output=new Ft(this,4096)}bytes(){return this.u8.length===0&&(this.u8=new Uint8Array(
this.memory.buffer)),this.u8}words(){return this.u32.length===0&&(this.u32=new Uint32Array(this.memory.buffer)),this.u32}u64(){
return this.u64s.length===0&&(this.u64s=new BigUint64Array(this.memory.buffer)),this.u64s}alloc(e){return e<Ir?this.x.zbw_alloc(
e):0}writeInput(e){let n=e.length,r=this.input.need(n>ln?3*n:n);return n>ln&&Or.encodeInto(e,this.inputView(r,3*n)).written===
n||_e(this.bytes(),r,e),n}inputView(e,n){let r=this.inputBytes;return(r===null||r.length<n||r.byteOffset!==e)&&(r=this.inputBytes=
this.bytes().subarray(e,e+this.input.size)),r}readString(e,n){return cn(this.bytes().subarray(e,e+n))}cString(e){let n=this.
bytes(),r=e;for(;n[r];)r++;return cn(n.subarray(e,r))}gameErrors(e,n,r=""){let s=o=>r+this.cString(e(o));return{name:s,error:(o,f,i={})=>new d(
s(o),`${f}: ${this.cString(n(o))} (${s(o)})`,i),textError:(o,f,i)=>{let h=this.x.zbw_last_offset();return new d(s(o),`${i}\
 ${F(f)}: ${this.cString(n(o))} (${s(o)} at character ${h+1})`,{input:f,offset:h})}}}error(e,n,r={}){return this.chessErrors.
error(e,n,r)}fenError(e,n,r="Invalid FEN"){let s=this.chessErrors.name(e);return s==="NO_MEMORY"?new d(s,`out of WebAsse\
mbly memory while reading the FEN ${F(n)}`,{input:n}):this.chessErrors.textError(e,n,r)}scratch(e=0){let n=this.x.zbw_scratch_position(
e);if(!n)throw new d("NO_MEMORY","cannot allocate the scratch position");return n}};var Kr=1n<<64n;function Ee(t){for(let e=0;e<t.length;e++){let n=t[e];if(typeof n!="bigint"||n<0n||n>=Kr)return!1}return!0}
function H(t,e=void 0){if(!(t instanceof BigUint64Array||Array.isArray(t)&&Ee(t)))throw new d("ARGUMENT_TYPE",`a key tab\
le must be a BigUint64Array (or an array of unsigned 64-bit BigInts), got ${g(t)}`);if(e!==void 0&&t.length!==e)throw new d(
"ARGUMENT",`a key table here has ${e} keys, this one ${t.length}`);if(t.length===0)throw new d("ARGUMENT","a key table n\
eeds at least one key");return t}var nt=class{static name="FeatureHash";constructor(e){H(e),this.prepare(e),this.size=e.
length,this.present=new Uint8Array(e.length),this.count=0,this.resetKey()}#t(e,n){if(!Number.isInteger(e)||e<0||e>=this.
size)throw new d(typeof e=="number"?"ARGUMENT":"ARGUMENT_TYPE",`${n}: a feature must be an integer from 0 to ${this.size-
1}, got ${g(e)}`,{input:e});return e}has(e){return this.present[this.#t(e,"has(feature)")]===1}add(e){let n=this.#t(e,"a\
dd(feature)");if(this.present[n])throw new d("ARGUMENT",`add(${n}): feature ${n} is present already`,{input:n});return this.
present[n]=1,this.count++,this.insertKey(n),this}remove(e){let n=this.#t(e,"remove(feature)");if(!this.present[n])throw new d(
"ARGUMENT",`remove(${n}): feature ${n} is not present`,{input:n});return this.present[n]=0,this.count--,this.removeKey(n),
this}toggle(e){let n=this.#t(e,"toggle(feature)");return this.present[n]?this.remove(n):this.add(n)}clear(){return this.
present.fill(0),this.count=0,this.resetKey(),this}setFeatures(e){if(e===null||typeof e!="object"||typeof e[Symbol.iterator]!=
"function")throw new d("ARGUMENT_TYPE",`setFeatures(features): features must be an array of feature indices, got ${g(e)}`);
let n=Array.from(e),r=new Set;for(let s of n){if(this.#t(s,"setFeatures(features)"),r.has(s))throw new d("ARGUMENT",`set\
Features(features): feature ${s} is listed twice`,{input:s});r.add(s)}this.clear();for(let s of n)this.add(s);return this}features(){
let e=new Uint32Array(this.count);for(let n=0,r=0;r<this.count;n++)this.present[n]&&(e[r++]=n);return e}};var Gt=t=>class extends t{get name(){return"BigInt64"}get bits(){return 64}prepare(e){this.keys=Array.from(e)}setKeyAt(e,n){
this.keys[e]=n}negateKeyAt(){}resetKey(){this.k=0n}insertKey(e){this.k^=this.keys[e]}removeKey(e){this.k^=this.keys[e]}get key(){
return this.k}get hi(){return Number(this.k>>32n)}get lo(){return Number(this.k&0xFFFFFFFFn)}get keyHex(){return this.k.
toString(16).padStart(16,"0")}};var Ht=t=>class extends t{get name(){return"Paired32"}get bits(){return 64}prepare(e){this.hiKeys=new Int32Array(e.length),
this.loKeys=new Int32Array(e.length);for(let n=0;n<e.length;n++)this.setKeyAt(n,e[n])}setKeyAt(e,n){this.hiKeys[e]=Number(
BigInt.asIntN(32,n>>32n)),this.loKeys[e]=Number(BigInt.asIntN(32,n))}negateKeyAt(){}resetKey(){this.h=0,this.l=0}insertKey(e){
this.h^=this.hiKeys[e],this.l^=this.loKeys[e]}removeKey(e){this.h^=this.hiKeys[e],this.l^=this.loKeys[e]}get hi(){return this.
h>>>0}get lo(){return this.l>>>0}get key(){return BigInt(this.h>>>0)<<32n|BigInt(this.l>>>0)}get keyHex(){return(this.h>>>
0).toString(16).padStart(8,"0")+(this.l>>>0).toString(16).padStart(8,"0")}};var Yt=t=>class extends t{get name(){return"Additive48"}get bits(){return 48}prepare(e){this.keys=new Float64Array(e.length);
for(let n=0;n<e.length;n++)this.setKeyAt(n,e[n])}setKeyAt(e,n){this.keys[e]=Number(n>>16n)}negateKeyAt(e){this.keys[e]=(281474976710656-
this.keys[e])%281474976710656}resetKey(){this.k=0}insertKey(e){this.k+=this.keys[e],this.k>=281474976710656&&(this.k-=281474976710656)}removeKey(e){
this.k-=this.keys[e],this.k<0&&(this.k+=281474976710656)}get key(){return this.k}get keyHex(){return this.k.toString(16).
padStart(12,"0")}};var vt=class extends Gt(nt){static name="BigInt64Hash"},Dt=class extends Ht(nt){static name="Paired32Hash"},Wt=class extends Yt(
nt){static name="Additive48Hash"},Ae={bigint64:vt,paired32:Dt,additive48:Wt};var Te=(1n<<64n)-1n;function G(t){if(typeof t=="bigint")return BigInt.asUintN(64,t);if(typeof t=="number"&&Number.isSafeInteger(
t)&&t>=0)return BigInt(t);throw new d("ARGUMENT_TYPE",`a seed must be a non-negative safe integer or a BigInt (taken mod\
ulo 2^64), got ${g(t)}`,{input:t})}function pn(t){return Fr(G(t))}function*Fr(t){let e=t;for(;;){e=e+0x9E3779B97F4A7C15n&
Te;let n=e;n=(n^n>>30n)*0xBF58476D1CE4E5B9n&Te,n=(n^n>>27n)*0x94D049BB133111EBn&Te,yield n^n>>31n}}function ke(t,e=781){
R(e,"splitmix64Table(seed, count): count",0,1<<24);let n=new BigUint64Array(e),r=pn(t);for(let s=0;s<e;s++)n[s]=r.next().
value;return n}var Se=1<<24,Lr=(1n<<64n)-1n,$r=Symbol.dispose??Symbol.for("Symbol.dispose");function dn(t){let e=t.x,n=new FinalizationRegistry(
s=>{t.broken||e.zbw_free(s)});class r{static name="KeySpace";#t;#n;constructor(o,f=void 0){let{seed:i}=B(f,"new KeySpace\
(size, options): options",["seed"]),h;if(typeof o=="number")R(o,"new KeySpace(size): size",1,Se),h=new BigUint64Array(o),
this.#t=this.#e(h.length),e.zbw_keys_fill(G(i??0),this.#t,h.length),h.set(new BigUint64Array(t.memory.buffer,this.#t,h.length));else{
if(i!==void 0)throw new d("ARGUMENT","new KeySpace(table, { seed }): a seed is for generated keys, not a given table");if(H(
o),o.length>Se)throw new d("ARGUMENT",`new KeySpace(table): at most ${Se} keys`);h=BigUint64Array.from(o),this.#t=this.#e(
h.length),new BigUint64Array(t.memory.buffer,this.#t,h.length).set(h)}this.#n=h,n.register(this,this.#t,this)}#e(o){let f=e.
zbw_alloc(8*o);if(!f)throw new d("NO_MEMORY",`cannot allocate ${o} keys`);return f}#r(o){if(!this.#t)throw new d("KEY_SP\
ACE_FREED",`${o}: this KeySpace was freed (free() or dispose) and cannot be used`);return this.#t}get size(){return this.#n.
length}get freed(){return this.#t===0}get table(){return this.#r("table"),this.#n.slice()}keyAt(o){return this.#r("keyAt\
(feature)"),this.#n[this.#s(o,"keyAt(feature)")]}#s(o,f){if(!Number.isInteger(o)||o<0||o>=this.#n.length)throw new d(typeof o==
"number"?"ARGUMENT":"ARGUMENT_TYPE",`${f}: a feature must be an integer from 0 to ${this.#n.length-1}, got ${g(o)}`,{input:o});
return o}#o(o,f){if(o===null||typeof o!="object"||typeof o[Symbol.iterator]!="function")throw new d("ARGUMENT_TYPE",`${f}\
: features must be an array of feature indices, got ${g(o)}`);let i=Array.isArray(o)||ArrayBuffer.isView(o)?o:Array.from(
o),h=t.output.need(4*Math.max(i.length,1)),c=new Uint32Array(t.memory.buffer,h,i.length);for(let a=0;a<i.length;a++)c[a]=
this.#s(i[a],f);return[h,i.length]}keyOf(o){let f=this.#r("keyOf(features)"),[i,h]=this.#o(o,"keyOf(features)");return BigInt.
asUintN(64,e.zbw_hash_features(f,i,h))}halvesOf(o){let f=this.keyOf(o);return{hi:Number(f>>32n),lo:Number(f&0xFFFFFFFFn)}}add48Of(o){
let f=this.#r("add48Of(features)"),[i,h]=this.#o(o,"add48Of(features)");return e.zbw_hash_features_add48(f,i,h)}toggle(o,f){
if(this.#r("toggle(key, feature)"),typeof o!="bigint")throw new d("ARGUMENT_TYPE",`toggle(key, feature): key must be a B\
igInt, got ${g(o)}`);return(o^this.#n[this.#s(f,"toggle(key, feature)")])&Lr}hash(o="bigint64"){this.#r("hash(name)");let f=typeof o==
"string"?Ae[o.toLowerCase()]:void 0;if(!f)throw new d(typeof o=="string"?"ARGUMENT":"ARGUMENT_TYPE",`hash(name): name mu\
st be one of ${Object.keys(Ae).join(", ")}, got ${g(o)}`);return new f(this.#n)}free(){this.#t&&(n.unregister(this),t.broken||
e.zbw_free(this.#t),this.#t=0)}}return r.prototype[$r]=r.prototype.free,{KeySpace:r}}function yn(t){let e=globalThis.Buffer;if(typeof e=="function"&&typeof e.from=="function")return Gr(e,t);if(typeof Uint8Array.
fromBase64=="function")return Uint8Array.fromBase64(t);let n=atob(t),r=new Uint8Array(n.length);for(let s=0;s<n.length;s++)
r[s]=n.charCodeAt(s);return r}function Gr(t,e){let n=t.prototype?.base64Write;if(typeof n=="function"){let s=new Uint8Array(
(e.length>>2)*3+3),o=-1;try{o=n.call(s,e,0,s.length)}catch{}if(Number.isInteger(o)&&o>=0&&o<=s.length)return s.subarray(
0,o)}let r=t.from(e,"base64");return new Uint8Array(r.buffer,r.byteOffset,r.length)}var Hr=`
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
`,Yr=781,jt;function xe(){if(jt===void 0){jt=new BigUint64Array(Yr);let t=new Uint8Array(jt.buffer);if(t.set(yn(Hr)),new Uint8Array(
new Uint16Array([1]).buffer)[0]===0)for(let e=0;e<t.length;e+=8)t.subarray(e,e+8).reverse()}return jt.slice()}var rt=781,lt=768,Vt=772,Mt=780,ct=(1n<<64n)-1n,Ne=["pseudo","legal","literal"],Ot=["polyglot","stockfish","chessjs"],Ue=(t,e)=>(t<<
e|t>>64n-e)&ct;function*vr(t){let e=t;for(;;)e^=e>>12n,e^=e<<25n&ct,e^=e>>27n,yield e*2685821657736338717n&ct}function*Dr(t,e){
for(;;){let n=Ue(t*5n&ct,7n)*9n&ct;e^=t,t=Ue(t,24n)^e^e<<16n&ct,e=Ue(e,37n),yield n}}var st=t=>t.next().value;function Wr(){
let t=vr(1070372n),e=new BigUint64Array(rt),n=new BigUint64Array(16);for(let r of[1,0])for(let s=0;s<6;s++)for(let o=0;o<
64;o++)e[64*(2*s+r)+o]=st(t);for(let r=0;r<8;r++)e[Vt+r]=st(t);for(let r=0;r<16;r++)n[r]=st(t);return e[Mt]=st(t),{table:e,
castling:n}}function jr(){let t=Dr(0x31c4b365b102e01en,0xa187eb39cdcaed8fn),e=new BigUint64Array(rt),n=new BigUint64Array(
16);for(let r of[1,0])for(let s=0;s<6;s++)for(let o=0;o<128;o++){let f=st(t);o&136||(e[64*(2*s+r)+8*(7-(o>>4))+(o&7)]=f)}
for(let r=0;r<8;r++)e[Vt+r]=st(t);for(let r=0;r<16;r++)n[r]=st(t);return e[Mt]=st(t),{table:e,castling:n}}function Zt(t,e,n,r,s,o){
let f=new BigUint64Array(e),i=new BigUint64Array(16);for(let c=0;c<16;c++)if(n)i[c]=n[c];else for(let a=0;a<4;a++)c&1<<a&&
(i[c]^=f[lt+a]);if(n)for(let c=0;c<4;c++)f[lt+c]=i[1<<c];let h={name:t,get table(){return f.slice()},get castling(){return i.
slice()},castlingKeys:n?16:4,ep:r,turn:s,halfmoveBuckets:o};return Object.defineProperty(h,bn,{value:!0}),wn.set(Object.
freeze(h),{table:f,castling:i}),Jr(h)}var bn=Symbol.for("zobrist-wasm.Layout"),mn=new WeakMap;function Zr(t){let e=mn.get(
t);if(e)return e;let{name:n,castlingKeys:r,ep:s,turn:o,halfmoveBuckets:f}=t;if(Ot.includes(n))e=Me(n);else{let i="layout\
(spec): another copy's Layout";if(!Ne.includes(s)||o!=="white"&&o!=="black"||typeof f!="boolean"||r!==4&&r!==16)throw new d(
"ARGUMENT",`${i} has fields this copy does not know (ep ${g(s)}, turn ${g(o)})`);let h=Jt(t.table,rt,`${i}'s table`);e=Zt(
n,h,r===16?Jt(t.castling,16,`${i}'s castling`):null,s,o,f)}return mn.set(t,e),e}var wn=new WeakMap,wt=t=>wn.get(t),Xt=new Map;
function Me(t){let e=Xt.get(t);if(!e){if(t==="polyglot")e=Zt(t,xe(),null,"pseudo","white",!1);else{let{table:n,castling:r}=t===
"stockfish"?Wr():jr();e=Zt(t,n,r,"pseudo","black",t==="stockfish")}Xt.set(t,e)}return e}function Jt(t,e,n){if(!((t instanceof
BigUint64Array||Array.isArray(t)&&Ee(t))&&t.length===e))throw new d("ARGUMENT_TYPE",`${n} must be ${e} keys (a BigUint64\
Array, or BigInts from 0 to 2^64 - 1), got ${g(t)}`);return t}function Y(t="polyglot"){if(Vr(t))return t;if(t?.[bn]===!0)
return Zr(t);if(typeof t=="string")return Xr(t);let e=B(t,"layout(spec): spec",["base","seed","table","castlingTable","c\
astling","ep","turn"]),{base:n,seed:r,table:s,castlingTable:o,castling:f,ep:i,turn:h}=e;if([n,r,s].filter(u=>u!==void 0).
length>1)throw new d("ARGUMENT","layout(spec): give at most one of base, seed and table");let c;if(s!==void 0)c={table:Jt(
s,rt,"layout({ table })"),castling16:null,ep:"pseudo",turn:"white",halfmove:!1};else if(r!==void 0){let u=ke(G(r),rt+16);
c={table:u.subarray(0,rt),castling16:null,spare:u.subarray(rt),ep:"pseudo",turn:"white",halfmove:!1}}else{let u=n===void 0?
"polyglot":n;if(!Ot.includes(u))throw new d("ARGUMENT",`layout(spec): base must be one of ${Ot.join(", ")}, got ${g(u)}`);
let p=Me(u);if(o===void 0&&f===void 0&&i===void 0&&h===void 0)return p;let l=wt(p);c={table:l.table,castling16:p.castlingKeys===
16?l.castling:null,ep:p.ep,turn:p.turn,halfmove:p.halfmoveBuckets}}let a=c.castling16;if(o!==void 0){if(f!==void 0&&f!==
16)throw new d("ARGUMENT",`layout(spec): a castlingTable is 16 keys: castling must be 16 or left out, got ${g(f)}`);a=Jt(
o,16,"layout({ castlingTable })")}else if(f===16&&!a){if(!c.spare)throw new d("ARGUMENT","layout(spec): castling: 16 nee\
ds 16 castling keys (castlingTable, or a seed)");a=c.spare}else if(f===4){if(a)throw new d("ARGUMENT","layout(spec): cas\
tling: 4 on a 16-key layout has no four keys to XOR")}else if(f!==void 0&&f!==16)throw new d("ARGUMENT",`layout(spec): c\
astling must be 4 or 16, got ${g(f)}`);if(i!==void 0&&!Ne.includes(i))throw new d("ARGUMENT",`layout(spec): ep must be o\
ne of ${Ne.join(", ")}, got ${g(i)}`);if(h!==void 0&&h!=="white"&&h!=="black")throw new d("ARGUMENT",`layout(spec): turn\
 must be 'white' or 'black', got ${g(h)}`);return Zt("custom",c.table,a,i??c.ep,h??c.turn,c.halfmove)}function Xr(t){let[
e,...n]=t.split(",");if(Ot.includes(e)&&n.length===0)return Me(e);let r={};if(Ot.includes(e))r.base=e;else if(/^seed:\d+$/.
test(e)&&BigInt(e.slice(5))<1n<<64n)r.seed=BigInt(e.slice(5));else throw e.startsWith("seed:")?new d("ARGUMENT",`layout(${g(
t)}): seed:S needs a whole number from 0 to 2^64 - 1 in decimal digits, got ${g(e.slice(5))}`):new d("ARGUMENT",`layout(${g(
t)}): unknown layout ${g(e)} (polyglot, stockfish, chessjs, seed:S)`);for(let s of n){let o=/^(?:(castling)=(4|16)|(ep|turn)=(.*))$/.
exec(s);if(!o)throw new d("ARGUMENT",`layout(${g(t)}): unknown option ${g(s)} (castling=4|16, ep=pseudo|legal|literal, t\
urn=white|black)`);o[1]?r.castling=Number(o[2]):r[o[3]]=o[4]}return Y(r)}var gn=new WeakSet;function Jr(t){return gn.add(
t),t}var Vr=t=>gn.has(t),_n=t=>Xt.get(t?.name)===t,En=t=>Xt.get("polyglot")===t,Oe=70,Re=t=>t<lt?t&63:t<Vt?64+t-lt:t<Mt?
68:69;function ze(t){let e=String.fromCharCode(97+(t&7),49+((t&63)>>3));return new d("ARGUMENT",t<lt?`two pieces on ${e}`:
`feature ${t} conflicts with another`,{input:t})}function Qr(t,e,n=0){if(t=Y(t),e===null||typeof e!="object"||typeof e[Symbol.
iterator]!="function")throw new d("ARGUMENT_TYPE",`keyOfFeatures(layout, features): features must be an array (or iterab\
le) of feature indices, got ${g(e)}`,{input:e});R(n,"keyOfFeatures(layout, features, halfmove): halfmove",0,4294967295);
let{table:r,castling:s}=wt(t),o=new Uint8Array(Oe),f=0n,i=0,h=!1;for(let c of e){if(!Number.isInteger(c)||c<0||c>=rt)throw new d(
"ARGUMENT",`keyOfFeatures: a feature must be an integer from 0 to 780, got ${g(c)}`);if(o[Re(c)]++)throw ze(c);c>=lt&&c<
Vt?i^=1<<c-lt:c===Mt?h=!h:f^=r[c]}return f^=s[i],h===(t.turn==="white")&&(f^=r[Mt]),f^Qt(t,n)}function qr(t,e){return t=
Y(t),R(e,"halfmoveKey(layout, halfmove): halfmove",0,4294967295),Qt(t,e)}function Qt(t,e){return!t.halfmoveBuckets||e<14?
0n:BigInt(Math.floor((e-14)/8))*6364136223846793005n+1442695040888963407n&ct}var ts={pseudo:0,legal:1,literal:2},gt=class{constructor(e){this.core=e,this.sets=new Map}acquire(e){if(En(e))return 0;let n=this.
sets.get(e);return n||(n={ptr:this.#t(e),users:0,kept:_n(e)},this.sets.set(e,n)),n.users++,n.ptr}#t(e){let n=this.core.output.
need(6376),r=new BigUint64Array(this.core.memory.buffer,n,797),s=wt(e);r.set(s.table),r.set(s.castling,781);let o=this.core.
x.zbw_keys_new_layout(n,e.castlingKeys===16?n+8*781:0,ts[e.ep],e.turn==="white"?1:0,e.halfmoveBuckets?1:0);if(!o)throw new d(
"NO_MEMORY","cannot allocate a key set");return o}release(e){let n=this.sets.get(e);n&&--n.users===0&&!n.kept&&(this.core.
broken||this.core.x.zbw_keys_free(n.ptr),this.sets.delete(e))}with(e,n){let r=this.acquire(e);try{return n(r)}finally{this.
release(e)}}},ht=Object.freeze(["layout","seed"]);function pt(t,e){let{layout:n,seed:r}=t;if(n!==void 0&&r!==void 0)throw new d(
"ARGUMENT",`${e}: give layout or seed, not both`);return r!==void 0?Y({seed:r}):Y(n??"polyglot")}var L="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",es=128,ns=256*8,rs=Symbol.dispose??Symbol.for("Symbol.d\
ispose"),j=1024,_t=64;function An(t,e={count:0}){let n=t.x,r=new gt(t),s=new FinalizationRegistry(({ptr:f,layout:i})=>{t.
broken||n.zbw_position_free(f),r.release(i),e.count--});class o{static name="Position";#t;#n;static{t.positionPointer=i=>i!==
null&&typeof i=="object"&&#t in i?i.#e():0}constructor(i=L,h=void 0){P(i,"new Position(fen): fen",j),h=B(h,"new Position\
(fen, options): options",ht);let c=pt(h,"new Position(fen, options)"),a=r.acquire(c),u=n.zbw_position_new(a);if(!u)throw r.
release(c),new d("NO_MEMORY","cannot allocate a position");if(this.#t=u,this.#n=c,e.count++,s.register(this,{ptr:u,layout:c},
this),i!==L)try{this.reset(i)}catch(p){throw this.free(),p}}reset(i=L){let h=this.#e();P(i,"reset(fen): fen",j);let c=t.
writeInput(i),a=n.zbw_position_set_fen(h,t.input.ptr,c);if(a)throw t.fenError(a,i);return this}#e(){if(this.#t===0)throw new d(
"POSITION_FREED","this Position was freed (free() or dispose) and cannot be used");return this.#t}play(i){let h=this.#e();
(typeof i!="string"||i.length>_t)&&P(i,"play(move): move",_t);let c=t.writeInput(i),a=n.zbw_position_play(h,t.input.ptr,
c);if(a)throw t.error(a,`Cannot play ${F(i)} in ${this.fen}`,{input:i,fen:this.fen});return this}playCode(i){let h=this.#e();
R(i,"playCode(code): code",0,65535);let c=n.zbw_position_make_code(h,i);if(c)throw t.error(c,`Cannot play move code ${i}\
 in ${this.fen}`,{input:i,fen:this.fen});return this}undo(){let i=n.zbw_position_undo(this.#e());if(i)throw t.error(i,"C\
annot undo");return this}get key(){return BigInt.asUintN(64,n.zbw_position_key(this.#e()))}get layout(){return this.#e(),
this.#n}get keyHi(){return n.zbw_position_key_hi(this.#e())>>>0}get keyLo(){return n.zbw_position_key_lo(this.#e())>>>0}get keyHex(){
return this.keyHi.toString(16).padStart(8,"0")+this.keyLo.toString(16).padStart(8,"0")}get fen(){let i=t.output.need(es);
return t.readString(i,n.zbw_position_fen(this.#e(),i))}get turn(){return n.zbw_position_side(this.#e())===1?"w":"b"}get inCheck(){
return n.zbw_position_in_check(this.#e())!==0}get ply(){return n.zbw_position_ply(this.#e())}get halfmoveClock(){return n.
zbw_position_halfmove(this.#e())}get fullmoveNumber(){return n.zbw_position_fullmove(this.#e())}legalMoves(i=void 0){let{
san:h=!1}=B(i,"legalMoves(options): options",["san"]);if(typeof h!="boolean")throw new d("ARGUMENT_TYPE",`legalMoves({ s\
an }): san must be true or false, got ${g(h)}`);let c=t.output.need(ns),a=t.readString(c,n.zbw_position_legal_text(this.#e(),
h?1:0,c));return a===""?[]:a.split(" ")}legalMoveCodes(){let i=t.output.need(512),h=n.zbw_position_legal_moves(this.#e(),
i);return new Uint16Array(t.memory.buffer,i,h).slice()}toSan(i){let h=this.#e();P(i,"toSan(move): move",_t);let c=t.writeInput(
i),a=n.zbw_position_parse_move(h,t.input.ptr,c);if(a<0)throw t.error(-a,`Cannot read ${F(i)} in ${this.fen}`,{input:i,fen:this.
fen});let u=t.output.need(16);return t.readString(u,n.zbw_move_san(h,a,u))}isRepetition(){return n.zbw_position_repetitions(
this.#e())>=2}repetitions(){return n.zbw_position_repetitions(this.#e())}perft(i){let h=this.#e();return R(i,"perft(dept\
h): depth",0,20),n.zbw_position_perft(h,i)}features(){let i=t.output.need(160),h=n.zbw_position_features(this.#e(),i);return new Uint32Array(
t.memory.buffer,i,h).slice()}get freed(){return this.#t===0}free(){this.#t!==0&&(s.unregister(this),t.broken||n.zbw_position_free(
this.#t),r.release(this.#n),this.#t=0,e.count--)}[rs](){this.free()}}return o.START_FEN=L,{Position:o,live:e,keySets:r}}var Be=256,ss=new TextEncoder;function Tn(t,e,n){if(e.length<=Be)return t.writeInput(e.join(""));let r=(t.input.need(n),
t.bytes()),s=t.input.ptr;for(let o=0;o<e.length;o+=Be){let f=Math.min(o+Be,e.length),i=e.slice(o,f).join(""),{read:h,written:c}=ss.
encodeInto(i,r.subarray(s,s+i.length));(h!==i.length||c!==i.length)&&_e(r,s,i),s+=i.length}return n}var qt=781;function os(t){for(let e=0;e<t.length;e++){let n=t.charCodeAt(e);if(n<=32||n>=127)return/\s/.test(t)}return!1}
function kn(t,e=new gt(t)){let n=t.x,r=(l,y,m)=>l===void 0?m(0):e.with(pt(B(l,`${y}: options`,ht),y),m);function s(l,y=void 0){
return P(l,"keyOfFen(fen): fen",j),y===void 0?o(0,l):r(y,"keyOfFen(fen, options)",m=>o(m,l))}function o(l,y){let m=t.writeInput(
y),_=t.output.need(8),w=n.zbw_key_of_fen(l,t.input.ptr,m,_);if(w)throw t.fenError(w,y);return t.u64()[_>>3]}let f=new Uint16Array(
256);function i(l,y=void 0){if(!Array.isArray(l))throw new d("ARGUMENT_TYPE",`keysOfFens(fens): fens must be an array of\
 strings, got ${g(l)}`);let m=l.length;f.length<m&&(f=new Uint16Array(Math.max(m,2*f.length)));let _=0;for(let w=0;w<m;w++){
let b=l[w];(typeof b!="string"||b.length>j)&&P(b,`keysOfFens(fens): fens[${w}]`,j),f[w]=b.length,_+=b.length}return r(y,
"keysOfFens(fens, options)",w=>{Tn(t,l,_);let b=t.output.need(10*m);new Uint16Array(t.bytes().buffer,b+8*m,m).set(f.subarray(
0,m));let S=n.zbw_keys_of_fens(w,t.input.ptr,b+8*m,b,m);if(S){let k=n.zbw_last_index(),N=t.fenError(S,l[k],`Invalid FEN \
at index ${k}`);throw N.index=k,N}return new BigUint64Array(t.bytes().buffer,b,m).slice()})}function h(l,y=void 0){let m=B(
y,"replay(moves, options): options",["fen",...ht]),{fen:_}=m,w=pt(m,"replay(moves, options)"),b;if(Array.isArray(l)){for(let k=0;k<
l.length;k++){let N=l[k];if((typeof N!="string"||N.length>_t)&&P(N,`replay(moves): moves[${k}]`,_t),N===""||os(N))throw new d(
"ARGUMENT",`replay(moves): moves[${k}] must be one move, got ${g(N)}`,{index:k,input:N})}try{b=l.join(" ")}catch(k){throw k instanceof
RangeError?new d("ARGUMENT",`replay(moves): ${l.length} moves are more text than one string can hold; replay them in par\
ts (replay(moves, { fen }))`):k}}else if(typeof l=="string")b=l;else throw new d("ARGUMENT_TYPE",`replay(moves): moves m\
ust be an array of strings or PGN movetext, got ${g(l)}`);_!==void 0&&P(_,"replay(moves, { fen }): fen",j);let S=_??L;return e.
with(w,k=>c(k,b,S))}function c(l,y,m){let _=t.scratch(l),w=t.writeInput(m),b=n.zbw_position_set_fen(_,t.input.ptr,w);if(b)
throw t.fenError(b,m);let S=t.writeInput(y),k=(S>>1)+2,N=t.output.need(8*k),z=n.zbw_replay(l,t.input.ptr,S,N,k);if(z){let M=n.
zbw_last_plies()+1,O=t.output.need(128),E=t.readString(O,n.zbw_position_fen(_,O)),A=n.zbw_last_offset(),T=y.slice(A,A+n.
zbw_last_length());throw t.error(z,`Cannot play ${F(T)} at ply ${M} in ${E}`,{input:T,ply:M,fen:E,offset:A})}return new BigUint64Array(
t.memory.buffer,N,n.zbw_last_plies()+1).slice()}function a(l,y=void 0){return P(l,"featuresOfFen(fen): fen",j),r(y,"feat\
uresOfFen(fen, options)",m=>{let _=t.scratch(m),w=t.writeInput(l),b=n.zbw_position_set_fen(_,t.input.ptr,w);if(b)throw t.
fenError(b,l);let S=t.output.need(160),k=n.zbw_position_features(_,S);return new Uint32Array(t.memory.buffer,S,k).slice()})}
function u(){return new BigUint64Array(t.memory.buffer,n.zbw_polyglot_table(),qt).slice()}function p(l){let y=t.output.need(
8*qt);return n.zbw_keys_fill(G(l),y,qt),new BigUint64Array(t.memory.buffer,y,qt).slice()}return{keyOfFen:s,keysOfFens:i,
replay:h,featuresOfFen:a,polyglotTable:u,seededTable:p}}var is=[[1,2],[2,1],[2,-1],[1,-2],[-1,-2],[-2,-1],[-2,1],[-1,2]],fs=[[1,0],[1,1],[0,1],[-1,1],[-1,0],[-1,-1],[0,-1],[1,-1]],
as=[[1,0],[-1,0],[0,1],[0,-1]],us=[[1,1],[1,-1],[-1,1],[-1,-1]];function te(t,e,n,r,s){let o=(e&7)+n,f=(e>>3)+r;return o>=
0&&o<8&&f>=0&&f<8&&t[8*f+o]===s}function Sn(t,e,n,r,s){for(let[o,f]of n)for(let i=(e&7)+o,h=(e>>3)+f;i>=0&&i<8&&h>=0&&h<
8;i+=o,h+=f){let c=t[8*h+i];if(c!==-1){if(c===r||c===s)return!0;break}}return!1}function cs(t,e,n){let r=n?1:0,s=f=>2*f+
r,o=n?-1:1;if(te(t,e,-1,o,s(0))||te(t,e,1,o,s(0)))return!0;for(let[f,i]of is)if(te(t,e,f,i,s(1)))return!0;for(let[f,i]of fs)
if(te(t,e,f,i,s(5)))return!0;return Sn(t,e,as,s(3),s(4))||Sn(t,e,us,s(2),s(4))}function ee(t,e,n){let r=n?1:0,s=n?11:10,
o=n?e-8:e+8,f=o&7,i=t.indexOf(s);for(let h of[f>0?o-1:-1,f<7?o+1:-1]){if(h===-1||t[h]!==r)continue;if(i===-1)return!0;let c=t[o],
a=t[e];t[h]=-1,t[o]=-1,t[e]=r;let u=!cs(t,i,!n);if(t[h]=r,t[o]=c,t[e]=a,u)return!0}return!1}var ls=768,hs=772,ps=780,ds="pnbrqk",xn=1,Un=0,Nn=7,Mn=6,On=11,Rn=10,ys=[[4,7,On,Nn],[4,0,On,Nn],[60,63,Rn,Mn],[60,56,Rn,
Mn]];function ot(t,e,n){return new d("ARGUMENT_TYPE",`${t}: chess must be a chess.js 1.x Chess instance (with board(), t\
urn(), getCastlingRights() and fen()), got ${e}`,{input:n})}function ms(t,e=void 0){let{layout:n}=B(e,"featuresOfChessJs\
(chess, options): options",["layout"]);return Ie(t,Y(n??"polyglot"),"featuresOfChessJs(chess)").features}function Ie(t,e,n){
if(t===null||typeof t!="object"||typeof t.board!="function"||typeof t.turn!="function"||typeof t.getCastlingRights!="fun\
ction"||typeof t.fen!="function")throw ot(n,g(t),t);let r=t.board();if(!Array.isArray(r)||r.length!==8)throw ot(n,`a boa\
rd() of ${g(r)}`,t);let s=new Int8Array(64).fill(-1),o=[];for(let p=0;p<8;p++){let l=r[p];if(!Array.isArray(l)||l.length!==
8)throw ot(n,`a board() row of ${g(l)}`,t);for(let y=0;y<8;y++){let m=l[y];if(m==null)continue;let _=typeof m?.type=="st\
ring"&&m.type.length===1?ds.indexOf(m.type):-1;if(_<0||m.color!=="w"&&m.color!=="b")throw ot(n,`a board() square holding\
 ${g(m?.type)} of color ${g(m?.color)}`,t);let w=8*(7-p)+y,b=2*_+(m.color==="w"?1:0);s[w]=b,o.push(64*b+w)}}let f=t.turn();
if(f!=="w"&&f!=="b")throw ot(n,`a turn() of ${g(f)}`,t);let i=f==="w";for(let[p,l]of[["w",0],["b",2]]){let y=t.getCastlingRights(
p);if(y===null||typeof y!="object")throw ot(n,`a getCastlingRights() of ${g(y)}`,t);[y.k,y.q].forEach((m,_)=>{let[w,b,S,
k]=ys[l+_];m===!0&&s[w]===S&&s[b]===k&&o.push(ls+l+_)})}let h=t.fen({forceEnpassantSquare:!0}),c=typeof h=="string"?h.split(
/\s+/):[],a=c[3];if(a===void 0)throw ot(n,`a fen() of ${g(h)}`,t);if(a==="-"&&e.ep==="literal"&&(a=bs(t)??"-"),a!=="-"){
let p=a.charCodeAt(0)-97,l=a.charCodeAt(1)-49;if(a.length!==2||p<0||p>7||l!==(i?5:2))throw ot(n,`a fen() with the ep squ\
are ${g(a)}`,t);let y=8*l+p,m=i?y-8:y+8,_=i?xn:Un,w=i?Un:xn,b=p>0&&s[m-1]===_||p<7&&s[m+1]===_;s[y]===-1&&s[m]===w&&(e.ep===
"literal"||b&&(e.ep==="pseudo"||ee(s,y,i)))&&o.push(hs+p)}i&&o.push(ps);let u=/^\d+$/.test(c[4]??"")?Math.min(Number(c[4]),
65535):0;return{features:Uint32Array.from(o),halfmove:u}}function bs(t){if(typeof t.history!="function")return;let e=t.history(
{verbose:!0}),n=Array.isArray(e)?e.at(-1):void 0;if(!(!n||typeof n.flags!="string"||!n.flags.includes("b")||typeof n.to!=
"string"))return n.to[0]+(n.to[1]==="4"?"3":"6")}var zt=781,Rt=768,q=772,it=780,ft=zt,re=zt+16,ws=re+1,Et=2,ne="pPnNbBrRqQkK",zn="pnbrqk",at=new Uint8Array(64).fill(15);
at[4]=12;at[7]=14;at[0]=13;at[60]=3;at[63]=11;at[56]=7;function Pe(t,e){if(typeof t=="string"&&t.length===2){let n=t.charCodeAt(
0)-97,r=t.charCodeAt(1)-49;if(((n|r)&-8)===0)return 8*r+n}else if(typeof t=="number"&&Number.isInteger(t)&&t>=0&&t<64)return t;
throw new d("ARGUMENT",`${e} must be a square like "e4" or an index 0-63, got ${g(t)}`,{input:t})}function W(t){return String.
fromCharCode(97+(t&7),49+(t>>3))}function $(t,e){return new d("MOVE_MISMATCH",`applyMove({ from: ${g(t.from)}, to: ${g(t.
to)} }): ${e}`,{input:t})}var gs=t=>H(t,zt);function _s(t){let e=t.trim().split(/\s+/)[4];return e!==void 0&&/^\d+$/.test(
e)?Number(e):0}var tt=class{static name="Scheme";#t;constructor(e,n=void 0){let{parseFen:r}=B(n,"new Scheme(layout, opti\
ons): options",["parseFen"]);if(r!==void 0&&typeof r!="function")throw new d("ARGUMENT_TYPE",`new Scheme(layout, { parse\
Fen }): parseFen must be a function, got ${g(r)}`);if(e===void 0)throw new d("ARGUMENT_TYPE","new Scheme(layout): give a\
 layout (a Layout, 'polyglot', 'stockfish', ...) or a 781-key table");let s=e instanceof BigUint64Array||Array.isArray(e)?
Y({table:gs(e)}):Y(e);this.#t=s,this.castlingSets=s.castlingKeys===16,this.turnWhite=s.turn==="white",this.epLiteral=s.ep===
"literal",this.epLegal=s.ep==="legal",this.buckets=s.halfmoveBuckets;let o=new BigUint64Array(ws),f=wt(s);o.set(f.table),
o.set(f.castling,ft),this.prepare(o),this.turnWhite||this.negateKeyAt(it),this.parseFen=r,this.board=new Int8Array(64),this.
setFeatures([])}get layout(){return this.#t}get halfmoveClock(){return this.buckets?this.halfmove:this.clockAfter(this.plies)}clockAfter(e){
let n=this.history;for(let r=e;r>0;r--){let s=n[(r-1)*Et];if((s>>>12&15)>>1===0||(s>>>20&15)!==0)return e-r}return this.
halfmove+e}setFeatures(e,n=0){let r=e!==null&&typeof e=="object"&&typeof e.length=="number";if(!r&&(e===null||typeof e?.[Symbol.
iterator]!="function"||typeof e=="string"))throw new d("ARGUMENT_TYPE",`setFeatures(features): features must be an array\
 of feature indices, got ${g(e)}`);if(!Number.isInteger(n)||n<0||n>65535)throw new d("ARGUMENT",`setFeatures(features, h\
alfmove): halfmove must be an integer from 0 to 65535, got ${g(n)}`);let s=r?e:Array.from(e),o=this.seen??=new Uint32Array(
Oe);(this.stamp===void 0||this.stamp===4294967295)&&(o.fill(0),this.stamp=0);let f=++this.stamp;for(let i=0;i<s.length;i++){
let h=s[i];if(!Number.isInteger(h)||h<0||h>=zt)throw new d("ARGUMENT",`a feature must be an integer from 0 to 780, got ${g(
h)}`);let c=Re(h);if(o[c]===f)throw ze(h);o[c]=f}this.board.fill(-1),this.clearHistory(),this.castling=0,this.ep=-1,this.
white=!1,this.halfmove=n,this.bucket=-1,this.resetKey();for(let i=0;i<s.length;i++){let h=s[i];h<Rt?(this.board[h&63]=h>>
6,this.insertKey(h)):h<q?(this.castling|=1<<h-Rt,this.castlingSets||this.insertKey(h)):h<it?(this.ep=h,this.insertKey(h)):
(this.white=!0,this.insertKey(h))}return this.castlingSets&&this.insertKey(ft+this.castling),this.turnWhite||this.removeKey(
it),this.keyBucket(n),this}keyBucket(e){let n=this.buckets&&e>=14?Math.floor((e-14)/8):-1;n!==this.bucket&&(this.bucket!==
-1&&this.removeKey(re),n!==-1&&(this.setKeyAt(re,Qt(this.#t,e)),this.insertKey(re)),this.bucket=n)}countMove(e){this.history[(this.
plies-1)*Et+1]|=this.halfmove<<7,this.halfmove=e?0:this.halfmove+1,this.keyBucket(this.halfmove)}clearHistory(){this.history??=
new Int32Array(Et*64),!this.buckets&&this.plies>0&&(this.halfmove=this.clockAfter(this.plies)),this.plies=0}undo(){if(this.
plies===0)throw new d("NOTHING_TO_UNDO","undo(): no move applied since the position was set");let e=this.history,n=--this.
plies*Et,r=e[n],s=(e[n+1]&127)-1,o=e[n+1]>>>7,f=r&63,i=r>>>6&63,h=r>>>12&15,c=r>>>16&15,a=(r>>>20&15)-1,u=r>>>24&15,p=r>>>
28,l=this.board;this.ep!==-1&&this.removeKey(this.ep),this.white?this.removeKey(it):this.insertKey(it),this.white=(h&1)===
1;let y=u&~this.castling;if(y)if(this.castlingSets)this.removeKey(ft+this.castling),this.insertKey(ft+u);else for(let m=0;m<
4;m++)y&1<<m&&this.insertKey(Rt+m);if(this.castling=u,h>>1===5&&(i-f===2||f-i===2)){let m=i>f?f+3:f-4,_=i>f?f+1:f-1,w=l[_];
this.removeKey(64*w+_),this.insertKey(64*w+m),l[_]=-1,l[m]=w}return this.removeKey(64*c+i),l[i]=-1,this.insertKey(64*h+f),
l[f]=h,a!==-1&&(this.insertKey(64*a+s),l[s]=a),this.ep=p===0?-1:q+p-1,p!==0&&this.insertKey(this.ep),this.buckets&&(this.
halfmove=o,this.keyBucket(o)),this}setFen(e){if(!this.parseFen)throw new d("ARGUMENT","setFen needs a parseFen option: c\
reate the scheme with createScheme(), or without WebAssembly use setFromChessJs(new Chess(fen))");let n=this.parseFen(e,
{layout:this.#t});return this.setFeatures(n,_s(e))}setFromChessJs(e){let{features:n,halfmove:r}=Ie(e,this.#t,"setFromChe\
ssJs(chess)");return this.setFeatures(n,r)}togglePiece(e,n){let r=typeof e=="string"&&e.length===1?ne.indexOf(e):e;if(!Number.
isInteger(r)||r<0||r>11)throw new d("ARGUMENT",`a piece must be a FEN letter (PNBRQKpnbrqk) or a kind 0-11, got ${g(e)}`);
let s=Pe(n,"square"),o=this.board[s];if(o!==-1&&o!==r)throw new d("ARGUMENT",`${W(s)} holds ${ne[o]}, not ${ne[r]}`);return this.
board[s]=o===r?-1:r,this.flip(64*r+s,o!==r),this}toggleCastling(e){let n=typeof e=="string"?"KQkq".indexOf(e):e;if(!Number.
isInteger(n)||n<0||n>3||typeof e=="string"&&e.length!==1)throw new d("ARGUMENT",`a castling right must be K, Q, k, q or \
0-3, got ${g(e)}`);let r=this.castling;return this.castling^=1<<n,this.castlingSets?(this.clearHistory(),this.removeKey(
ft+r),this.insertKey(ft+this.castling)):this.flip(Rt+n,(this.castling&1<<n)!==0),this}toggleEpFile(e){let n=typeof e=="s\
tring"&&e.length===1?e.charCodeAt(0)-97:e;if(!Number.isInteger(n)||n<0||n>7)throw new d("ARGUMENT",`an ep file must be a\
-h or 0-7, got ${g(e)}`);if(this.ep!==-1&&this.ep!==q+n)throw new d("ARGUMENT",`the ep file ${"abcdefgh"[this.ep-q]} is \
hashed already`);return this.ep=this.ep===-1?q+n:-1,this.flip(q+n,this.ep!==-1),this}toggleSide(){return this.white=!this.
white,this.flip(it,this.white),this}flip(e,n){this.clearHistory(),n?this.insertKey(e):this.removeKey(e)}add(e){this.insertKey(
e)}remove(e){this.removeKey(e)}applyMove(e){if(e===null||typeof e!="object")throw new d("ARGUMENT_TYPE",`applyMove(move)\
: move must be an object like chess.js's, got ${g(e)}`);let n=Pe(e.from,"move.from"),r=Pe(e.to,"move.to"),s=this.board,o=s[n],
f=(o&1)===1;if(o===-1)throw $(e,`no piece on ${W(n)}`);if(f!==this.white)throw $(e,`the piece on ${W(n)} is not the side\
 to move's`);let i=e.piece,h=e.color;if(i!==void 0&&i!==zn[o>>1])throw $(e,`${W(n)} holds ${ne[o]}`);if(h!==void 0&&h!==
(f?"w":"b"))throw $(e,`it is ${f?"white":"black"}'s piece`);let c=o>>1,a=(r&7)-(n&7),u=this.ep,p=s[r]===-1?-1:r;if(c===0){
let M=f?r-n:n-r;if(!(a===0?p===-1&&(M===8||M===16&&n>>3===(f?1:6)&&s[n+r>>1]===-1):(a===1||a===-1)&&M===8+(f?a:-a)))throw $(
e,`a pawn cannot go from ${W(n)} to ${W(r)}`);if(a!==0&&p===-1){if(u!==q+(r&7))throw $(e,`no en passant capture on ${W(r)}`);
p=f?r-8:r+8}}let l=p===-1?-1:s[p];if(l!==-1&&(((l^o)&1)===0||l>>1===5))throw $(e,`cannot capture on ${W(r)}`);if(p!==-1&&
l===-1)throw $(e,`nothing to capture on ${W(r)}`);let y=e.captured;if(y!==void 0&&(l===-1||y!==zn[l>>1]))throw $(e,`the \
move says it captures ${y}`);let m=o,_=e.promotion;if(_!=null){let M=typeof _=="string"&&_.length===1?"nbrq".indexOf(_):
-1;if(c!==0||M<0||r>>3!==(f?7:0))throw $(e,`bad promotion ${g(_)}`);m=2*(M+1)+(o&1)}else if(c===0&&r>>3===(f?7:0))throw $(
e,"a pawn reaching the last rank needs move.promotion");let w=this.castling,b=c===5&&(a===2||a===-2);if(b){let M=a>0?n+3:
n-4,O=(f?0:2)+(a>0?0:1);if(!(w&1<<O))throw $(e,`no ${"KQkq"[O]} castling right`);if(s[M]!==(f?7:6))throw $(e,`no rook on\
 ${W(M)} to castle with`);for(let E=Math.min(n,M)+1;E<Math.max(n,M);E++)if(s[E]!==-1)throw $(e,`${W(E)} is in the way of\
 castling`)}let S=this.history,k=this.plies*Et;if(k+Et>S.length){let M=new Int32Array(S.length*2);M.set(S),this.history=
S=M}if(S[k]=n|r<<6|o<<12|m<<16|l+1<<20|w<<24|(u===-1?0:u-q+1)<<28,S[k+1]=p+1,this.plies++,u!==-1&&this.removeKey(u),l!==
-1&&(this.removeKey(64*l+p),s[p]=-1),this.removeKey(64*o+n),s[n]=-1,this.insertKey(64*m+r),s[r]=m,b){let M=a>0?n+3:n-4,O=a>
0?n+1:n-1,E=s[M];this.removeKey(64*E+M),this.insertKey(64*E+O),s[M]=-1,s[O]=E}let N=w&~(at[n]&at[r]);if(N){let M=w&~N;if(this.
castlingSets)this.removeKey(ft+w),this.insertKey(ft+M);else for(let O=0;O<4;O++)N&1<<O&&this.removeKey(Rt+O);this.castling=
M}f?this.removeKey(it):this.insertKey(it),this.white=!f;let z=-1;if(c===0&&(r-n===16||n-r===16)){let M=f?0:1,O=r&7;(this.
epLiteral||(O>0&&s[r-1]===M||O<7&&s[r+1]===M)&&(!this.epLegal||ee(s,n+r>>1,!f)))&&(z=q+O,this.insertKey(z))}return this.
ep=z,this.buckets&&this.countMove(c===0||l!==-1),this}};var At=class extends Gt(tt){static name="BigInt64"},Tt=class extends Ht(tt){static name="Paired32"},kt=class extends Yt(
tt){static name="Additive48"};function se(t){return[{id:"xor32",bits:32,label:"32-bit XOR (low half of the key)"},{id:"xor48",bits:48,label:"48-bit XO\
R (high 48 bits)"},{id:"add48",bits:48,label:"48-bit additive (Additive48)"},{id:"xor64",bits:64,label:`64-bit XOR (${t}\
)`}]}var oe=[1,20,400,5362,72078,822518,9417681,96400068],ie=se("Polyglot key");function Ce(t){let e=t.x;function n(r,s=void 0){
let{fen:o,onProgress:f,budget:i=2e4,keys:h=!1}=B(s,"census(maxPly, options): options",["fen","onProgress","budget","keys"]);
if(R(r,"census(maxPly): maxPly",1,7),R(i,"census(maxPly, { budget }): budget",1,1<<30),o!==void 0&&P(o,"census(maxPly, {\
 fen }): fen",j),f!==void 0&&typeof f!="function")throw new d("ARGUMENT_TYPE",`census(maxPly, { onProgress }): onProgres\
s must be a function, got ${g(f)}`);let c=o??L;if(r===7&&c===L)throw new d("ARGUMENT",`census(7): the ${oe[7].toLocaleString(
"en")} positions at ply 7 from the start need about 5 GB, more than WebAssembly's 2 GiB: run the native census (make col\
lisions PLY=7, or build/zobrist census 7 in the repository)`);let a=t.scratch(),u=t.writeInput(c),p=e.zbw_position_set_fen(
a,t.input.ptr,u);if(p)throw t.fenError(p,c);let l=e.zbw_census_new(a);if(!l)throw new d("NO_MEMORY","cannot allocate a c\
ensus");let y=b=>12**b,m=Array.from({length:r},(b,S)=>y(S+1)).reduce((b,S)=>b+S,0),_=0,w=[];try{for(let b=1;b<=r;b++){for(;;){
let k=e.zbw_census_step(l,i);if(k<0)throw new d("NO_MEMORY",`out of WebAssembly memory (2 GiB at most) at ply ${b} of th\
e census: stop at an earlier ply, or run the native census`);if(f&&f((_+y(b)*(k?1:e.zbw_census_progress(l)))/m,b),k)break}
_+=y(b);let S=e.zbw_census_positions(l);w.push({ply:b,positions:S,known:c===L?oe[b]:void 0,hashes:ie.map((k,N)=>({...k,pairs:e.
zbw_census_pairs(l,N),expected:S*(S-1)/2**(k.bits+1)}))})}if(h){let b=t.output.need(8*w.at(-1).positions);w.at(-1).keys=
Object.fromEntries(ie.map((S,k)=>{let N=e.zbw_census_hashes(l,k,b);return[S.id,new BigUint64Array(t.memory.buffer,b,N).slice()]}))}}finally{
e.zbw_census_free(l)}return w}return{census:n}}var Bn={bigint64:At,paired32:Tt,additive48:kt};function In(t,e){let{Position:n,keySets:r}=An(t,e),s=kn(t,r);function o(f,i=void 0){
let h=B(i,"createScheme(name, options): options",ht);if(typeof f!="string")throw new d("ARGUMENT_TYPE",`createScheme(nam\
e): name must be a string, got ${g(f)}`);let c=Bn[f.toLowerCase()];if(!c)throw new d("ARGUMENT",`createScheme(name): nam\
e must be one of ${Object.keys(Bn).join(", ")}, got ${g(f)}`);return new c(pt(h,"createScheme(name, options)"),{parseFen:s.
featuresOfFen})}return{Position:n,ChessPosition:n,...s,createScheme:o,START_FEN:L}}function Pn(t,e){return()=>({livePositions:e.count,memoryBytes:t.memory.buffer.byteLength})}var Cn=4096,Kn=8,Es=1e6,As=["OK","ARGUMENT","NO_MEMORY","CANCELLED"];function Fn(t){let e=t.x;function n(i,h){if(H(i),i.
length>Cn)throw new d("ARGUMENT",`${h}: at most ${Cn} keys, got ${i.length}`);let c=e.zbw_alloc(8*i.length);if(!c)throw new d(
"NO_MEMORY",`${h}: cannot allocate ${8*i.length} bytes of WebAssembly memory`);let a=new BigUint64Array(t.memory.buffer,
c,i.length);return i instanceof BigUint64Array?a.set(i):i.forEach((u,p)=>{a[p]=u}),c}function r(i,h,c){if(R(i,`${c}: bit\
s`,1,64),typeof h!="boolean")throw new d("ARGUMENT_TYPE",`${c}: high must be true or false, got ${g(h)}`,{input:h})}function s(i,h=64,c=!1){
let a="auditRank(keys, bits, high)";r(h,c,a);let u=n(i,a);try{return e.zbw_audit_rank(u,i.length,h,c?1:0)}finally{e.zbw_free(
u)}}function o(i,h=void 0){let c="audit(keys, options)",{bits:a=64,high:u=!1,maxSize:p=6,limit:l=1e3,onProgress:y}=B(h,`${c}\
: options`,["bits","high","maxSize","limit","onProgress"]);if(r(a,u,c),R(p,`${c}: maxSize`,1,Kn),R(l,`${c}: limit`,1,Es),
y!==void 0&&typeof y!="function")throw new d("ARGUMENT_TYPE",`${c}: onProgress must be a function, got ${g(y)}`,{input:y});
let m=n(i,c),_=0,w=0,b=null,S=k=>{w=k;try{return y(k)===!0?1:0}catch(N){return b=N,1}};try{new Uint32Array(t.memory.buffer,
e.zbw_audit_options(),6).set([a,u?1:0,p,l,y?1:0,0]),_=en(S,()=>e.zbw_audit_run(m,i.length))}finally{e.zbw_free(m)}if(!_){
if(b)throw b;let k=As[e.zbw_audit_error()]??"ARGUMENT";throw new d(k,`${c}: ${k==="CANCELLED"?"cancelled by onProgress":
k==="NO_MEMORY"?"out of WebAssembly memory (try a smaller maxSize or limit, or more bits)":"the audit refused its argume\
nts"} (${k})`)}try{return y&&w<1&&y(1),f(_,a,u,p)}finally{e.zbw_audit_free(_)}}function f(i,h,c,a){let u=t.output.need(24),
p=[];for(let w=1;w<=a;w++){e.zbw_audit_size(i,w,u);let[b,S,k]=new Float64Array(t.memory.buffer,u,3);p.push({size:w,found:b,
moreThanLimit:S===1,expected:k})}let l=e.zbw_audit_dependency_count(i),y=Kn+1,m=l?e.zbw_alloc(4*y*l):0;if(l&&!m)throw new d(
"NO_MEMORY",`audit(keys, options): cannot allocate room for ${l} dependencies`);let _=[];try{l&&e.zbw_audit_dependencies(
i,m);let w=new Uint32Array(t.memory.buffer,m,y*l);for(let b=0;b<l;b++){let S=b*y;_.push(Array.from(w.subarray(S+1,S+1+w[S])))}}finally{
m&&e.zbw_free(m)}return{rank:e.zbw_audit_table_rank(i),bits:h,high:c,sizes:p,dependencies:_}}return{audit:o,auditRank:s}}function v(t,e,n){let r=new FinalizationRegistry(s=>{t.broken||e(s),n.count--});return{adopt(s,o){n.count++,r.register(s,
o,s)},release(s,o){r.unregister(s),t.broken||e(o),n.count--}}}var ut=Symbol.dispose??Symbol.for("Symbol.dispose");var Ln=65536,fe=65536,He=new TextEncoder,Xn=new TextDecoder,$n=0,Ke=1,Fe=2,Gn=3,Ts=4,ks=5,Ss=6,xs=7,Us=8,Le=9,Hn=10,Yn=11,
vn=12,Dn=13,Ns=14,$e=15,Wn=16,Ms=17,Os=18,Rs=20,zs="abcdefgh",jn=Array.from({length:64},(t,e)=>zs[e&7]+String((e>>3)+1)),
Bs="nbrq";function Ge(t){if(t===0)return"0000";let e=jn[t&63]+jn[t>>6&63];return(t>>12&3)===1?e+Bs[t>>14&3]:e}var Is=Object.
freeze({moves:!0,tags:!0}),Zn=new WeakMap;function ae(t,e){let n=Zn.get(t);return n||(n=Ps(t,e),Zn.set(t,n)),n}function Ps(t,e){
let n=t.x,r=v(t,n.zbw_pgn_free,e),s=E=>{let A=new Map;return T=>{let U=A.get(T);if(U===void 0){let x=E(T);U=x?t.cString(
x):null,A.set(T,U)}return U}},o=s(n.zbw_pgn_error_name),f=s(n.zbw_pgn_error_message),i=s(n.zbw_error_name),h=s(n.zbw_error_message),
c=s(n.zbw_pgn_warning_name),a=[];for(let E=0,A;E<31&&(A=c(1<<E))!==null;E++)a.push(A);function u(E,A){if(A.length===0)return[];
let T=He.encode(E),U=T.length+2&-2,x=t.input.need(U+2*A.length),I=t.bytes();I.set(T,x),I[x+T.length]=0,new Uint16Array(t.
memory.buffer,x+U,A.length).set(A);let K=t.output.need(8*A.length),C=n.zbw_pgn_san(x,x+U,A.length,K);if(C<0)throw new d(
"NO_MEMORY","cannot replay the game for its SAN");return t.readString(K,C).split(" ")}class p{static name="PgnGame";#t=null;#n=null;get uci(){
return this.#t===null&&(this.#t=Array.from(this.moves,Ge)),this.#t}get san(){return this.#n===null&&(this.#n=u(this.fen,
this.moves)),this.#n}toJSON(){return{...this,keys:Array.from(this.keys,A=>A.toString(16).padStart(16,"0")),moves:Array.from(
this.moves),uci:this.uci,san:this.san,variations:this.variations?.map(A=>({...A,keyBefore:A.keyBefore.toString(16).padStart(
16,"0"),key:A.key.toString(16).padStart(16,"0")}))}}}function l(E,A,T,U,x,I){let K=Ye(E,A);K+=`, line ${T[vn]} column ${T[Dn]}`,
T[$e]&&(K+=`, ply ${T[$e]}${T[Wn]?" in a variation":""}`),K+=`: ${o(U)}`,x&&(K+=` "${x}"`),K+=`: ${f(U)}`;let C=T[Yn];return C&&
(K+=` (${i(C)}: ${h(C)})`),I&&(K+=` in position ${I}`),K}let y=new ArrayBuffer(fe),m=0;function _(E,A,T){let U=T*E.BYTES_PER_ELEMENT;
if(U>fe>>2)return new E(t.memory.buffer,A,T).slice();m+U>fe&&(y=new ArrayBuffer(fe),m=0);let x=new E(y,m,T);return x.set(
new E(t.memory.buffer,A,T)),m+=U+7&-8,x}function w(E){let A=E[Ss],T=E[xs];if(T===0)return null;let U=Xn.decode(t.bytes().
subarray(A,A+T)).split("\0"),x=E[Us],I={},K=new Array(x);for(let C=0;C<x;C++){let Q=U[2*C],Ut=U[2*C+1];K[C]=[Q,Ut],Object.
prototype.hasOwnProperty.call(I,Q)||(Q==="__proto__"?Object.defineProperty(I,Q,{value:Ut,enumerable:!0,writable:!0,configurable:!0}):
I[Q]=Ut)}return{tags:I,tagList:K,result:U[2*x],fen:U[2*x+1],errorText:U[2*x+2],errorFen:U[2*x+3]}}function b(E){let A=[];
if(E)for(let T=0;T<a.length;T++)E&1<<T&&A.push(a[T]);return A}function S(E,A,T){let U=E[Hn];if(U===0)return null;let{tagList:x,
errorText:I,errorFen:K}=T,C=E[Yn],Q=o(U),Ut=Q==="ILLEGAL_MOVE"||Q==="NULL_MOVE_IN_CHECK";return{code:`PGN_${Q}`,message:l(
A,x,E,U,I,K),line:E[vn],column:E[Dn],offset:E[Ns],ply:E[$e],depth:E[Wn],move:Ut?I:null,text:I,fen:K||null,chessCode:C?i(
C):null}}function k(E){let A=E[Ms],T=E[Os],U=new Array(A);if(A){let x=new BigUint64Array(t.memory.buffer,T,3*A),I=new Uint16Array(
t.memory.buffer,T,12*A),K=new Uint32Array(t.memory.buffer,T,6*A);for(let C=0;C<A;C++)U[C]={depth:I[12*C+9],ply:K[6*C+5],
uci:Ge(I[12*C+8]),keyBefore:x[3*C],key:x[3*C+1]}}return U}let N=E=>E[Gn]?_(BigUint64Array,E[ks],E[Gn]):new BigUint64Array(
0);function z(E,A){let T=w(E),U=E[Fe],x=new p;return x.number=E[$n],x.line=E[Ke],x.tags=T.tags,x.tagList=T.tagList,x.result=
T.result,x.fen=T.fen,x.plies=U,x.moves=U?_(Uint16Array,E[Ts],U):new Uint16Array(0),x.keys=N(E),x.warnings=b(E[Le]),x.error=
S(E,x.number,T),A&&(x.variations=k(E)),x}function M(E,A,T){let U=E[$n],x=E[Hn]||T?w(E):null,I=T?{number:U,line:E[Ke],tags:x.
tags,tagList:x.tagList,result:x.result,fen:x.fen,plies:E[Fe],keys:N(E),warnings:b(E[Le]),error:null}:{number:U,line:E[Ke],
plies:E[Fe],keys:N(E),warnings:b(E[Le]),error:null};return x&&(I.error=S(E,U,x)),A&&(I.variations=k(E)),I}class O{#t;#n=null;constructor(A,T=Is,U=!1){
let x=n.zbw_pgn_new(A?1:0,U?1:0);if(!x)throw new d("NO_MEMORY","cannot allocate a PGN reader");this.#t=x,this.variations=
A,this.fields=T,this.pushed=0,this.carry="",r.adopt(this,x)}get ptr(){if(this.#t===0)throw new d("PGN_READER_FREED","thi\
s PGN reader was freed");return this.#t}push(A,T){let U;if(typeof A=="string"){U=Math.min(A.length,T+(Ln>>1));let x=U-T===
A.length?A:A.slice(T,U);this.carry&&(x=this.carry+x);let I=x.charCodeAt(x.length-1);this.carry=I>=55296&&I<56320?x.slice(
-1):"",this.#e(this.carry?x.slice(0,-1):x)}else{this.#s(),U=Math.min(A.length,T+Ln);let x=U-T,I=t.input.need(x);t.bytes().
set(T===0&&U===A.length?A:A.subarray(T,U),I),this.#r(I,x)}return U}#e(A){let T=t.input.need(3*A.length);this.#r(T,He.encodeInto(
A,t.bytes().subarray(T,T+3*A.length)).written)}#r(A,T){if(n.zbw_pgn_push(this.ptr,A,T)<0)throw new d("NO_MEMORY","cannot\
 grow the PGN reader's buffer");this.pushed+=T}#s(){this.carry&&(this.#e(this.carry),this.carry="")}finish(){this.#s(),n.
zbw_pgn_finish(this.ptr)}#o(A){return(this.#n===null||this.#n.buffer!==t.memory.buffer)&&(this.#n=new Float64Array(t.memory.
buffer,n.zbw_pgn_header(A),Rs)),this.#n}next(){let A=this.ptr,{moves:T,tags:U}=this.fields,x=n.zbw_pgn_next(A,U?1:0);if(x===
0)return null;if(x<0)throw new d("NO_MEMORY","cannot describe a PGN game");let I=this.#o(A);return T?z(I,this.variations):
M(I,this.variations,U)}describeCurrent(){let A=this.ptr;if(n.zbw_pgn_describe(A)<0)throw new d("NO_MEMORY","cannot descr\
ibe a PGN game");return z(this.#o(A),!1)}get freed(){return this.#t===0}free(){this.#t!==0&&(r.release(this,this.#t),this.#t=
0)}}return{Reader:O,PgnGame:p,uciOf:Ge}}function Ye(t,e){let n=`game ${t}`,r=!0;for(let s of["White","Black","Event"]){let o=e.
find(f=>f[0]===s);o&&(n+=`${r?" (":" "}${s} "${Cs(o[1])}"`,r=!1)}return r?n:`${n})`}function Cs(t){if(t.length<=26)return t;
let e=He.encode(t);if(e.length<=80)return t;let n=80;for(;n>0&&(e[n]&192)===128;)n--;return Xn.decode(e.subarray(0,n))}var Jn=t=>typeof Blob<"u"&&t instanceof Blob,Vn=t=>t!==null&&typeof t=="object"&&typeof t.getReader=="function";function Bt(t,e){
if(typeof t=="string")return"text";if(t instanceof ArrayBuffer||ArrayBuffer.isView(t))return"bytes";if(Jn(t)||Vn(t)||t!==
null&&typeof t=="object"&&(Symbol.asyncIterator in t||Symbol.iterator in t))return"chunks";throw new d("ARGUMENT_TYPE",`${e}\
 must be a string, a Uint8Array, an ArrayBuffer, a Blob, a ReadableStream or an (async) iterable of Uint8Array or string\
 chunks, got ${g(t)}`,{input:t})}function ue(t){return t instanceof Uint8Array?t:t instanceof ArrayBuffer?new Uint8Array(
t):new Uint8Array(t.buffer,t.byteOffset,t.byteLength)}function Qn(t,e){if(typeof t=="string")return t;if(t instanceof ArrayBuffer||
ArrayBuffer.isView(t))return ue(t);throw new d("ARGUMENT_TYPE",`${e}: a chunk must be a Uint8Array or a string, got ${g(
t)}`,{input:t})}async function*ce(t,e){let n=Bt(t,e);if(n!=="chunks"){yield n==="text"?t:ue(t);return}if(Jn(t)&&(t=t.stream()),
Vn(t)){yield*Fs(t,e);return}for await(let r of t)yield Qn(r,e)}var Ks=1<<20;async function*Fs(t,e){let n,r=null;try{n=t.
getReader({mode:"byob"}),r=new ArrayBuffer(Ks)}catch{n=t.getReader()}let s=!1;try{for(;;){let o=await(r?n.read(new Uint8Array(
r)):n.read());if(o.done){s=!0;return}r&&(r=o.value.buffer),yield Qn(o.value,e)}}finally{s||await n.cancel().catch(()=>{}),
n.releaseLock()}}function ve(t,e,n){if(typeof t!="boolean")throw new d("ARGUMENT_TYPE",`${n}: ${e} must be true or false, got ${g(t)}`,{input:t})}
function qn(t,e){let{variations:n=!1,onProgress:r,moves:s=!0,tags:o=!0}=B(t,`${e}: options`,["variations","onProgress","\
moves","tags"]);if(ve(n,"variations",e),ve(s,"moves",e),ve(o,"tags",e),s&&!o)throw new d("ARGUMENT",`${e}: tags: false n\
eeds moves: false (a game's SAN is made from its FEN)`,{input:t});if(r!==void 0&&typeof r!="function")throw new d("ARGUM\
ENT_TYPE",`${e}: onProgress must be a function, got ${g(r)}`,{input:r});return{variations:n,onProgress:r,fields:{moves:s,
tags:o}}}function tr(t,e){let{Reader:n}=ae(t,e);function r(f,i=void 0){Bt(f,"readPgn(source): source");let{variations:h,
onProgress:c,fields:a}=qn(i,"readPgn(source, options)");return s(f,h,c,a)}async function*s(f,i,h,c){let a=new n(i,c);try{
for await(let u of ce(f,"readPgn(source)"))for(let p=0;p<u.length;){p=a.push(u,p);for(let l=a.next();l!==null;l=a.next())
yield l;h&&h(a.pushed)}a.finish();for(let u=a.next();u!==null;u=a.next())yield u}finally{a.free()}}function o(f,i=void 0){
let h=typeof f=="string"?"text":f instanceof ArrayBuffer||ArrayBuffer.isView(f)?"bytes":null;if(!h)throw new d("ARGUMENT\
_TYPE",`readPgnSync(text): text must be a string or a Uint8Array, got ${g(f)}`,{input:f});let{variations:c,onProgress:a,
fields:u}=qn(i,"readPgnSync(text, options)"),p=h==="text"?f:ue(f),l=new n(c,u),y=[];try{for(let m=0;m<p.length;){m=l.push(
p,m);for(let _=l.next();_!==null;_=l.next())y.push(_);a&&a(l.pushed)}l.finish();for(let m=l.next();m!==null;m=l.next())y.
push(m)}finally{l.free()}return y}return{readPgn:r,readPgnSync:o}}var le=1024,St=40,Ls=4294967295,er=64;function $s(){return globalThis.crypto?.getRandomValues?globalThis.crypto.getRandomValues(
new BigUint64Array(1))[0]:BigInt(Math.floor(Math.random()*2**32))<<32n|BigInt(Math.floor(Math.random()*2**32))}function Gs(t){
let e=n=>String.fromCharCode(97+(n&7),49+(n>>3));return e(t>>6&63)+e(t&63)+(t>>12?"nbrq"[(t>>12)-1]:"")}function De(t,e){
let n="";for(let r=e;r<e+8&&t[r]!==0;r++)n+=String.fromCharCode(t[r]);return n}function nr(t,e){let n=t.x,r=v(t,n.zbw_book_free,
e),{name:s,error:o}=t.gameErrors(n.zbw_book_error_name,n.zbw_book_error_message,"BOOK_"),f=null;function i(w){return w===
f?0:(f=null,t.writeInput(w===""?" ":w))}function h(w,b){return f=null,t.fenError(w,b)}function c(w,b){if(typeof w=="stri\
ng")return w.length>le&&P(w,`${b}: fen`,le),w;if(w!==null&&typeof w=="object"){let S=typeof w.fen=="function"?w.fen():w.
fen;if(typeof S=="string")return S.length>le&&P(S,`${b}: position.fen`,le),S}throw new d("ARGUMENT_TYPE",`${b}: the posi\
tion must be a FEN string or a Position, got ${g(w)}`,{input:w})}let a=new Array(32768).fill(null),u=[];function p(w,b,S,k){
let N=S+k*St,z=N>>2,M=b[z],O=b[z+1],E=b[z+2],A=b[z+3],T=b[z+4],U=b[z+5],x=A?M/A:0;if(T>=2147483648)return{move:De(w,N+24),
raw:T&65535,weight:M,learn:O,entry:E,code:s(T>>>16&255)};let I=a[T]??(a[T]=Gs(T));if(U===0)return{uci:I,weight:M,learn:O,
share:x,entry:E};let K=U===Ls?De(w,N+32):u[U]??(u[U]=De(w,N+32));return{uci:I,san:K,weight:M,learn:O,share:x,entry:E}}let l=w=>p(
t.bytes(),t.words(),w,0),y=(w,b,S)=>w[b+S*St+16>>2]<2147483648;class m{static name="Book";#t;#n;constructor(b){this.#t=b,
this.#n=n.zbw_book_size(b),r.adopt(this,b)}#e(){if(this.#t===0)throw new d("BOOK_FREED","this Book was freed (free() or \
dispose) and cannot be used");return this.#t}get size(){return this.#e(),this.#n}#r(b,S,k=1){let N=this.#e(),z=t.positionPointer?.(
b);if(z)for(let A=er;;){let T=t.output.need(A*St),U=n.zbw_book_probe_position(N,z,k,T,A);if(U<0)throw t.fenError(-U,b.fen);
if(U<=A)return[T,U];A=U}let M=c(b,S),O=i(M),E=er;for(;;){let A=t.output.need(E*St),T=n.zbw_book_probe(N,t.input.ptr,O,k,
A,E);if(T<0)throw h(-T,M);if(f=M,T<=E)return[A,T];E=T,O=0}}moves(b,S=void 0){let{san:k=!0}=B(S,"moves(position, options)\
: options",["san"]);if(typeof k!="boolean")throw new d("ARGUMENT_TYPE",`moves(position, { san }): san must be a boolean,\
 got ${g(k)}`);let[N,z]=this.#r(b,"moves(position)",k?1:0),M=t.bytes(),O=t.words(),E=0;for(;E<z&&y(O,N,E);)E++;let A=new Array(
E);for(let T=0;T<E;T++)A[T]=p(M,O,N,T);return A}badEntries(b){let[S,k]=this.#r(b,"badEntries(position)",0),N=t.bytes(),z=t.
words(),M=[];for(let O=0;O<k;O++)y(z,S,O)||M.push(p(N,z,S,O));return M}#s(b,S,k,N){let z=this.#e(),M=t.positionPointer?.(
b);if(M){let U=t.output.need(St),x=n.zbw_book_choose_position(z,M,S,k,U);if(x<0)throw t.fenError(-x,b.fen);return x===0?
null:l(U)}let O=c(b,N),E=i(O),A=t.output.need(St),T=n.zbw_book_choose(z,t.input.ptr,E,S,k,A);if(T<0)throw h(-T,O);return f=
O,T===0?null:l(A)}pick(b,S=void 0){let{seed:k}=B(S,"pick(position, options): options",["seed"]);return this.#s(b,0,k===void 0?
$s():G(k),"pick(position)")}best(b){return this.#s(b,1,0n,"best(position)")}get freed(){return this.#t===0}free(){this.#t!==
0&&(r.release(this,this.#t),this.#t=0)}[ut](){this.free()}}function _(w){if(!(w instanceof ArrayBuffer||ArrayBuffer.isView(
w)))throw new d("ARGUMENT_TYPE",`openBook(bytes): bytes must be a Uint8Array or an ArrayBuffer, got ${g(w)}`,{input:w});
let b=w.byteLength;if(b===0)throw new d("BOOK_EMPTY","openBook(bytes): the book is empty (0 bytes)");let S=t.alloc(b);if(!S)
throw new d("NO_MEMORY",`cannot allocate ${b} bytes of WebAssembly memory for the book`);let k=w instanceof Uint8Array?w:
w instanceof ArrayBuffer?new Uint8Array(w):new Uint8Array(w.buffer,w.byteOffset,w.byteLength),N,z=0;try{t.bytes().set(k,
S);let M=t.output.need(4);N=n.zbw_book_open(S,k.length,M),N||(z=new Uint32Array(t.memory.buffer,M,1)[0])}finally{n.zbw_free(
S)}if(N){let M=n.zbw_last_index(),O=s(N).slice(5);if(O==="NO_MEMORY")throw new d("NO_MEMORY",`cannot allocate WebAssembl\
y memory for a book of ${b} bytes`);let E=O==="TRUNCATED"?` (${k.length} bytes, ${k.length%16} after entry ${M})`:O==="U\
NSORTED"||O==="BAD_MOVE"?` at entry ${M}`:"";throw o(N,`openBook(bytes)${E}`,O==="UNSORTED"||O==="BAD_MOVE"||O==="TRUNCA\
TED"?{entry:M}:{})}return new m(z)}return{openBook:_,bookError:o}}var rr=typeof Blob=="function";function sr(){let t=[];return{get count(){return t.length},add(e){t.push(rr?new Blob([e]):
e.slice())},async read(e,n,r){let s=t[e];return rr?new Uint8Array(await s.slice(n,n+r).arrayBuffer()):s.subarray(n,n+r)}}}var Hs=50,or=1<<19,Ys=16384,vs=24<<20,Ds=12,Ws=0,js=2;function Zs(t){let e=Math.min(1048576,Math.max(65536,Math.floor(vs/
Math.max(1,t))));return e-e%Ds}function Xs(t,e){if(t.length===1)return t[0];let n=new Uint8Array(e),r=0;for(let s of t)n.
set(s,r),r+=s.length;return n}function ir(t,e,n,r,s){if(t===void 0)return s;if(typeof t!="number"||!Number.isInteger(t))
throw new d("ARGUMENT_TYPE",`buildBook(source, { ${e} }): ${e} must be an integer, got ${g(t)}`,{input:t});if(t<n||t>r)throw new d(
"ARGUMENT",`buildBook(source, { ${e} }): ${e} must be from ${n} to ${r}, got ${t}`,{input:t});return t}function We(t,e){
if(t===void 0)return!1;if(typeof t!="boolean")throw new d("ARGUMENT_TYPE",`buildBook(source, { ${e} }): ${e} must be tru\
e or false, got ${g(t)}`,{input:t});return t}var Js=["maxPly","minGame","minScore","onlyWhite","onlyBlack","uniform","on\
Progress"];function Vs(t){let e=B(t,"buildBook(source, options): options",Js),n=ir(e.maxPly,"maxPly",0,2**31-1,1024),r=ir(
e.minGame,"minGame",0,2**31-1,3),s=0;if(e.minScore!==void 0){if(typeof e.minScore!="number"||!Number.isFinite(e.minScore))
throw new d("ARGUMENT_TYPE",`buildBook(source, { minScore }): minScore must be a number (a percentage), got ${g(e.minScore)}`,
{input:e.minScore});if(e.minScore<0||e.minScore>100)throw new d("ARGUMENT",`buildBook(source, { minScore }): minScore mu\
st be from 0 to 100, got ${e.minScore}`,{input:e.minScore});s=e.minScore}let o=We(e.onlyWhite,"onlyWhite"),f=We(e.onlyBlack,
"onlyBlack");if(o&&f)throw new d("ARGUMENT","buildBook(source, options): onlyWhite and onlyBlack cannot both be true");let i=We(
e.uniform,"uniform");if(e.onProgress!==void 0&&typeof e.onProgress!="function")throw new d("ARGUMENT_TYPE",`buildBook(so\
urce, { onProgress }): onProgress must be a function, got ${g(e.onProgress)}`,{input:e.onProgress});return{maxPly:n,minGame:r,
minScore:s,onlyWhite:o,onlyBlack:f,uniform:i,onProgress:e.onProgress}}function fr(t,e,n){let r=t.x,{Reader:s}=ae(t,e),o=v(
t,r.zbw_book_builder_free,e);class f{constructor(p){if(this.ptr=r.zbw_book_builder_new(p.maxPly,p.minGame,p.minScore,p.onlyWhite?
1:0,p.onlyBlack?1:0,p.uniform?1:0),!this.ptr)throw new d("NO_MEMORY","cannot allocate a book builder");o.adopt(this,this.
ptr)}free(){this.ptr!==0&&(o.release(this,this.ptr),this.ptr=0)}}function i(u,p,l){let y=r.zbw_book_builder_feed(u.ptr,p.
ptr,l,or);if(y===0)return!1;if(y===1)return!0;if(y===-1){let m=p.describeCurrent(),{error:_}=m;throw new d(_.code,`build\
Book(source): ${_.message}`,{game:m.number,line:_.line,column:_.column,offset:_.offset,ply:_.ply,input:_.text,fen:_.fen??
void 0})}if(y===-2){let m=p.describeCurrent(),_=r.zbw_last_plies();throw new d("BOOK_NULL_MOVE",`buildBook(source): ${Ye(
m.number,m.tagList)} from line ${m.line}, ply ${_}: a null move cannot go in a book`,{game:m.number,line:m.line,ply:_})}
throw n(y,"buildBook(source)")}function h(u,p){let l=t.output.need(8),y=r.zbw_book_builder_take_run(u.ptr,l);if(y)throw n(
y,"buildBook(source)");let[m,_]=new Uint32Array(t.memory.buffer,l,2);p.add(new Uint8Array(t.memory.buffer,m,_))}async function c(u,p){
let l=Zs(p.count),y=r.zbw_book_merge_new(u.maxPly,u.minGame,u.minScore,u.onlyWhite?1:0,u.onlyBlack?1:0,u.uniform?1:0,p.count,
l);if(!y)throw new d("NO_MEMORY","cannot allocate the book builder's merger");let m=new Array(p.count).fill(0),_=[],w=0;
try{for(;;){let b=t.output.need(16),S=r.zbw_book_merge_step(y,b);if(S)throw n(S,"buildBook(source)");let[k,N,z,M]=new Uint32Array(
t.memory.buffer,b,4);if(M&&(_.push(t.bytes().slice(z,z+M)),w+=M),k===js)break;if(k!==Ws)continue;let O=await p.read(N,m[N],
l);m[N]+=O.length,t.bytes().set(O,r.zbw_book_merge_window(y,N));let E=r.zbw_book_merge_feed(y,N,O.length);if(E)throw n(E,
"buildBook(source)")}}finally{r.zbw_book_merge_free(y)}return Xs(_,w)}async function a(u,p=void 0){Bt(u,"buildBook(sourc\
e): source");let l=Vs(p),y=new s(!1,void 0,!0),m=sr(),_;try{_=new f(l);let w=r.zbw_book_builder_reserve(_.ptr,or+Ys);if(w)
throw n(w,"buildBook(source)");let b=Date.now(),S=()=>{for(;i(_,y,l.maxPly);)h(_,m)};for await(let k of ce(u,"buildBook(\
source)")){for(let N=0;N<k.length;)N=y.push(k,N),S(),Date.now()-b>Hs&&(l.onProgress&&l.onProgress(y.pushed),await new Promise(
z=>setTimeout(z,0)),b=Date.now());l.onProgress&&l.onProgress(y.pushed)}return y.finish(),S(),h(_,m),y.free(),_.free(),await c(
l,m)}finally{y.free(),_?.free()}}return{buildBook:a}}function ar(t,e){let{openBook:n,bookError:r}=nr(t,e);return{openBook:n,...fr(t,e,r)}}var xt="........./........./........./........./........./........./........./........./......... x -",et=199,Qs=256,ur=1024,
cr=16,lr=["x","o"],hr=["x","o","draw","open"];function qs(t,e){let n=t.length===2?t.charCodeAt(0)-97:-1,r=t.charCodeAt(1)-
49;if(!(n>=0&&n<9&&r>=0&&r<9))throw new d("ARGUMENT",`${e} must be a cell like "e5" or a code 0-80, got ${g(t)}`,{input:t});
return 9*(3*Math.floor(r/3)+Math.floor(n/3))+3*(r%3)+n%3}function pr(t,e){let n=t.x,{error:r,textError:s}=t.gameErrors(n.
zbw_uttt_error_name,n.zbw_uttt_error_message),o=v(t,({pos:c,keys:a})=>{n.zbw_uttt_free(c),a&&n.zbw_uttt_keys_free(a)},e);
function f(c=void 0){let a=t.output.need(8*et);return c===void 0?new BigUint64Array(t.memory.buffer,n.zbw_uttt_default_table(),
et).slice():(n.zbw_keys_fill(G(c),a,et),new BigUint64Array(t.memory.buffer,a,et).slice())}function i(c,a){if(c!==void 0&&
a!==void 0)throw new d("ARGUMENT","new UtttPosition: give a seed or keys, not both");let u=0;if(c!==void 0)u=n.zbw_uttt_keys_new_seeded(
G(c));else if(a!==void 0){H(a,et);let p=t.output.need(8*et);new BigUint64Array(t.memory.buffer,p,et).set(a),u=n.zbw_uttt_keys_new(
p)}else return 0;if(!u)throw new d("NO_MEMORY","cannot allocate a key set");return u}class h{static name="UtttPosition";#t;#n;constructor(a=xt,u=void 0){
P(a,"new UtttPosition(text): text",ur);let{seed:p,keys:l}=B(u,"new UtttPosition(text, options): options",["seed","keys"]),
y=i(p,l),m=n.zbw_uttt_new(y);if(!m)throw y&&n.zbw_uttt_keys_free(y),new d("NO_MEMORY","cannot allocate a position");if(this.#t=
m,this.#n=y,o.adopt(this,{pos:m,keys:y}),a!==xt)try{this.reset(a)}catch(_){throw this.free(),_}}#e(){if(this.#t===0)throw new d(
"POSITION_FREED","this UtttPosition was freed (free() or dispose) and cannot be used");return this.#t}reset(a=xt){let u=this.#e();
P(a,"reset(text): text",ur);let p=t.writeInput(a),l=n.zbw_uttt_set_text(u,t.input.ptr,p);if(l)throw s(l,a,"Invalid UTTT \
position");return this}play(a){let u=this.#e(),p;if(typeof a=="number")R(a,"play(move): move code",0,80),p=n.zbw_uttt_make_code(
u,a);else{P(a,"play(move): move",cr);let l=t.writeInput(a);p=n.zbw_uttt_play(u,t.input.ptr,l)}if(p)throw r(p,`Cannot pla\
y ${g(a)} in ${F(this.text)}`,{input:a,position:this.text});return this}undo(){let a=n.zbw_uttt_undo(this.#e());if(a)throw r(
a,"Cannot undo");return this}get key(){return BigInt.asUintN(64,n.zbw_uttt_key(this.#e()))}get keyHi(){return n.zbw_uttt_key_hi(
this.#e())>>>0}get keyLo(){return n.zbw_uttt_key_lo(this.#e())>>>0}get keyHex(){return this.keyHi.toString(16).padStart(
8,"0")+this.keyLo.toString(16).padStart(8,"0")}get text(){let a=t.output.need(Qs);return t.readString(a,n.zbw_uttt_text(
this.#e(),a))}get turn(){return lr[n.zbw_uttt_side(this.#e())]}get forcedBoard(){let a=n.zbw_uttt_forced_board(this.#e());
return a===9?null:a}boardStatus(a){return R(a,"boardStatus(board): board",0,8),hr[n.zbw_uttt_board_status(this.#e(),a)]}get boards(){
return Array.from({length:9},(a,u)=>this.boardStatus(u))}get result(){let a=n.zbw_uttt_result(this.#e());return a===3?"o\
ngoing":hr[a]}cell(a){let u=typeof a=="string"?qs(a,"cell(square): square"):a;R(u,"cell(square): square",0,80);let p=n.zbw_uttt_cell(
this.#e(),u);return p===2?null:lr[p]}get ply(){return n.zbw_uttt_ply(this.#e())}moveCode(a){P(a,"moveCode(move): move",cr);
let u=t.writeInput(a),p=n.zbw_uttt_parse_move(this.#e(),t.input.ptr,u);if(p<0)throw r(-p,`Cannot read ${F(a)} in ${F(this.
text)}`,{input:a});return p}static moveText(a){R(a,"moveText(code): code",0,80);let u=t.output.need(4);return t.readString(
u,n.zbw_uttt_move_text(a,u))}legalMoves(){let a=t.output.need(256),u=t.readString(a,n.zbw_uttt_legal_text(this.#e(),a));
return u===""?[]:u.split(" ")}legalMoveCodes(){let a=t.output.need(81),u=n.zbw_uttt_legal_moves(this.#e(),a);return new Uint8Array(
t.memory.buffer,a,u).slice()}perft(a){let u=this.#e();return R(a,"perft(depth): depth",0,20),n.zbw_uttt_perft(u,a)}features(){
let a=t.output.need(368),u=n.zbw_uttt_features(this.#e(),a);return new Uint32Array(t.memory.buffer,a,u).slice()}get freed(){
return this.#t===0}free(){this.#t!==0&&(o.release(this,{pos:this.#t,keys:this.#n}),this.#t=0)}[ut](){this.free()}}return h.
START=xt,{UtttPosition:h,utttTable:f}}var je=se("the key");function dr(t){let e=t.x;function n(r,s=void 0){let{onProgress:o,budget:f=2e4}=B(s,"utttCensus(maxP\
ly, options): options",["onProgress","budget"]);if(R(r,"utttCensus(maxPly): maxPly",1,8),R(f,"utttCensus(maxPly, { budge\
t }): budget",1,1<<30),o!==void 0&&typeof o!="function")throw new d("ARGUMENT_TYPE",`utttCensus(maxPly, { onProgress }):\
 onProgress must be a function, got ${g(o)}`);let i=e.zbw_uttt_new(0),h=i?e.zbw_uttt_census_new(i):0;if(i&&e.zbw_uttt_free(
i),!h)throw new d("NO_MEMORY","cannot allocate a census");let c=l=>9**l,a=Array.from({length:r},(l,y)=>c(y+1)).reduce((l,y)=>l+
y,0),u=0,p=[];try{for(let l=1;l<=r;l++){for(;;){let m=e.zbw_uttt_census_step(h,f);if(m<0)throw new d("NO_MEMORY",`out of\
 WebAssembly memory at ply ${l} of the census`);if(o&&o((u+c(l)*(m?1:e.zbw_uttt_census_progress(h)))/a,l),m)break}u+=c(l);
let y=e.zbw_uttt_census_classes(h);p.push({ply:l,positions:e.zbw_uttt_census_positions(h),classes:y,hashes:je.map((m,_)=>({
...m,pairs:e.zbw_uttt_census_pairs(h,_),expected:y*(y-1)/2**(m.bits+1)}))})}}finally{e.zbw_uttt_census_free(h)}return p}
return{utttCensus:n}}function yr(t,e){return{...pr(t,e),...dr(t)}}var to=400,mr=4096,br=16,wr=["tt","cgos"],Ze=["b","w"];function Xe(t,e){let n=t.x,{error:r,textError:s}=t.gameErrors(n.zbw_go_error_name,
n.zbw_go_error_message),o=v(t,n.zbw_go_free,e);function f(a=9){R(a,"goTable(size): size",2,19);let u=2*a*a+1,p=t.output.
need(8*u);return n.zbw_go_default_keys(a,p),new BigUint64Array(t.memory.buffer,p,u).slice()}function i(a,u){let p=typeof a==
"string"?wr.indexOf(a.toLowerCase()):-1;if(p<0)throw new d(typeof a=="string"?"ARGUMENT":"ARGUMENT_TYPE",`${u} must be '\
tt' or 'cgos', got ${g(a)}`);return p}let h=a=>a.trim().split(/\s+/)[0].split("/").length;class c{static name="GoPositio\
n";#t;#n;constructor(u=void 0,p=void 0){u!==void 0&&P(u,"new GoPosition(text): text",mr);let l=B(p,"new GoPosition(text,\
 options): options",["size","rules","keys"]),{rules:y="tt",keys:m}=l;l.size!==void 0&&R(l.size,"new GoPosition(text, { s\
ize }): size",2,19);let _=l.size??9;if(u!==void 0){let k=h(u);if(l.size!==void 0&&k!==l.size)throw new d("ARGUMENT",`new\
 GoPosition(text, { size }): the text has ${k} rows, not ${l.size}`,{input:u});k>=2&&k<=19&&(_=k)}let w=i(y,"new GoPosit\
ion(text, { rules }): rules"),b=0;m!==void 0&&(H(m,2*_*_+1),b=t.output.need(8*m.length),new BigUint64Array(t.memory.buffer,
b,m.length).set(m));let S=n.zbw_go_new(_,w,b);if(!S)throw new d("NO_MEMORY","cannot allocate a Go position");if(this.#t=
S,this.#n=_,o.adopt(this,S),u!==void 0)try{this.reset(u)}catch(k){throw this.free(),k}}#e(){if(this.#t===0)throw new d("\
POSITION_FREED","this GoPosition was freed (free() or dispose) and cannot be used");return this.#t}reset(u=void 0){let p=this.#e();
if(u===void 0)return n.zbw_go_clear(p),this;P(u,"reset(text): text",mr);let l=t.writeInput(u),y=n.zbw_go_set_text(p,t.input.
ptr,l);if(y)throw s(y,u,"Invalid Go position");return this.#n=n.zbw_go_size(p),this}play(u){let p=this.#e(),l;if(typeof u==
"number")R(u,"play(move): move code",0,this.size*this.size),l=n.zbw_go_make(p,u);else{P(u,"play(move): move",br);let y=t.
writeInput(u);l=n.zbw_go_play(p,t.input.ptr,y)}if(l)throw r(l,`Cannot play ${g(u)} in ${F(this.text)}`,{input:u,position:this.
text});return this}undo(){let u=n.zbw_go_undo(this.#e());if(u)throw r(u,"Cannot undo");return this}get key(){return BigInt.
asUintN(64,n.zbw_go_key(this.#e()))}get keyHi(){return n.zbw_go_key_hi(this.#e())>>>0}get keyLo(){return n.zbw_go_key_lo(
this.#e())>>>0}get keyHex(){return this.keyHi.toString(16).padStart(8,"0")+this.keyLo.toString(16).padStart(8,"0")}get stonesKey(){
return BigInt.asUintN(64,n.zbw_go_stones_key(this.#e()))}get text(){let u=t.output.need(to);return t.readString(u,n.zbw_go_text(
this.#e(),u))}get size(){return this.#e(),this.#n}get rules(){return wr[n.zbw_go_rules(this.#e())]}get turn(){return Ze[n.
zbw_go_side(this.#e())]}get passes(){return n.zbw_go_passes(this.#e())}get gameOver(){return n.zbw_go_game_over(this.#e())!==
0}get ply(){return n.zbw_go_ply(this.#e())}stoneAt(u){let p=this.#r(u,"stoneAt(point)"),l=n.zbw_go_stone_at(this.#e(),p);
return l===2?null:Ze[l]}get stones(){let u=this.size*this.size,p=t.output.need(u);n.zbw_go_board(this.#e(),p);let l="";for(let y of t.
bytes().subarray(p,p+u))l+=y===2?".":Ze[y];return l}#r(u,p){if(typeof u=="string"){let l=this.moveCode(u);if(l===this.size*
this.size)throw new d("ARGUMENT",`${p}: a point, not a pass`);return l}return R(u,`${p}: point`,0,this.size*this.size-1),
u}moveCode(u){let p=this.#e();P(u,"moveCode(move): move",br);let l=t.writeInput(u),y=n.zbw_go_parse_move(p,t.input.ptr,l);
if(y<0)throw r(-y,`Cannot read ${F(u)}`,{input:u});return y}moveText(u){R(u,"moveText(code): code",0,this.size*this.size);
let p=t.output.need(8);return t.readString(p,n.zbw_go_move_text(this.size,u,p))}legalMoveCodes(){let u=t.output.need(1448),
p=n.zbw_go_legal_moves(this.#e(),u);return new Int32Array(t.memory.buffer,u,p).slice()}legalMoves(){return Array.from(this.
legalMoveCodes(),u=>this.moveText(u))}superkoPoints(){let u=this.size*this.size,p=t.output.need(u);n.zbw_go_superko_points(
this.#e(),p);let l=[],y=t.bytes();for(let m=0;m<u;m++)y[p+m]&&l.push(m);return l}lastCaptures(){let u=t.output.need(1444),
p=n.zbw_go_last_captures(this.#e(),u);return Array.from(new Int32Array(t.memory.buffer,u,p))}get lastWasSuicide(){return n.
zbw_go_last_was_suicide(this.#e())!==0}get failedConfirmations(){return n.zbw_go_failed_confirmations(this.#e())}perft(u){
let p=this.#e();return R(u,"perft(depth): depth",0,30),n.zbw_go_perft(p,u)}features(){let u=t.output.need(1448),p=n.zbw_go_features(
this.#e(),u);return new Uint32Array(t.memory.buffer,u,p).slice()}get freed(){return this.#t===0}free(){this.#t!==0&&(o.release(
this,this.#t),this.#t=0)}[ut](){this.free()}}return{GoPosition:c,goTable:f}}var pe=["always-replace","depth-preferred","two-tier","buckets"],Je=["miss","hit","type1","type2"],yt=Object.freeze({EXACT:1,
LOWER:2,UPPER:3}),eo={TT_INDEX_BITS:"the index has more bits than a table may have (32)",TT_CHECK_BITS:"more check bits \
than the key has beyond the index (64 - n)",TT_POLICY:"unknown replacement policy",TT_BUCKET_SLOTS:"this policy does not\
 support that many slots a bucket",TT_NO_MEMORY:"out of memory",TT_BOUND:"the bound is not exact, lower or upper",TT_NOT_INSTRUMENTED:"\
the table was made without identities (id_count 0)",TT_NEEDS_ID:"an instrumented table stores with an identity (zb_tt_st\
ore_id)",TT_ID_RANGE:"the identity is not below the table's id_count"};function D(t,e){return new d(t,`${e}: ${eo[t]} (${t}\
)`)}var he=4294967295;function It(t,e){let{indexBits:n=16,checkBits:r=16,policy:s="always-replace",bucketSlots:o=0,idCount:f=0}=B(
t,`${e}: options`,["indexBits","checkBits","policy","bucketSlots","idCount"]);if(R(n,`${e}: indexBits`,0,he),R(r,`${e}: \
checkBits`,0,he),typeof s!="string")throw new d("ARGUMENT_TYPE",`${e}: policy must be one of ${pe.join(", ")}, got ${g(s)}`,
{input:s});let i=pe.indexOf(s);return R(o,`${e}: bucketSlots`,0,he),R(f,`${e}: idCount`,0,he),{indexBits:n,checkBits:r,policy:i<
0?pe.length:i,bucketSlots:o,idCount:f}}var de=(t,e,n,r,s)=>Object.freeze({indexBits:t,checkBits:e,policy:pe[n],bucketSlots:r,
idCount:s}),ye=["probes","found","stores","refused","hits","misses","type1Errors","type2Losses","evictions"];function dt(t,e,n,r){
throw typeof t=="number"&&Number.isInteger(t)?new d("ARGUMENT",`${e} must be ${r}, got ${t}`,{input:t}):new d("ARGUMENT_\
TYPE",`${e} must be ${n}, got ${g(t)}`,{input:t})}function Z(t,e){if(typeof t!="bigint")throw new d("ARGUMENT_TYPE",`${e}\
: key must be a BigInt, got ${g(t)}`,{input:t})}function X(t,e,n){(typeof t!="number"||(t|0)!==t&&t>>>0!==t)&&dt(t,`${n}\
: hi`,"an integer","a 32-bit integer"),(typeof e!="number"||(e|0)!==e&&e>>>0!==e)&&dt(e,`${n}: lo`,"an integer","a 32-bi\
t integer")}function J(t,e){(typeof t!="number"||t>>>0!==t)&&dt(t,`${e}: id`,"an integer","from 0 to 4294967295")}function V(t,e,n,r,s){
(typeof t!="number"||t<<24>>24!==t)&&dt(t,`${s}: depth`,"an integer","from -128 to 127"),(typeof e!="number"||e<<16>>16!==
e)&&dt(e,`${s}: score`,"an integer","from -32768 to 32767"),(typeof n!="number"||(n|0)!==n)&&dt(n,`${s}: bound`,"an inte\
ger (1 exact, 2 lower, 3 upper)","a 32-bit integer"),(typeof r!="number"||(r&65535)!==r)&&dt(r,`${s}: move`,"an integer",
"from 0 to 65535")}function gr(t,e){let n=t.x,{error:r}=t.gameErrors(n.zbw_tt_error_name,n.zbw_tt_error_message,"TT_"),s=v(t,n.zbw_tt_destroy,
e),o=n.zbw_tt_record(),f=new Int32Array(t.memory.buffer,o,5);class i{static name="TranspositionTable";#t=0;depth=0;score=0;bound=0;move=0;age=0;constructor(c=void 0){
let a=It(c,"new TranspositionTable(options)"),u=t.output.need(4),p=n.zbw_tt_create(a.indexBits,a.checkBits,a.policy,a.bucketSlots,
a.idCount,u);if(p)throw r(p,"new TranspositionTable(options)");this.#t=new Uint32Array(t.memory.buffer,u,1)[0],s.adopt(this,
this.#t)}#n(){if(this.#t===0)throw new d("TT_FREED","this TranspositionTable was freed (free() or dispose) and cannot be\
 used");return this.#t}#e(){f.length===0&&(f=new Int32Array(t.memory.buffer,o,5)),this.depth=f[0],this.score=f[1],this.bound=
f[2],this.move=f[3],this.age=f[4]}static#r(c,a,u,p){f.length===0&&(f=new Int32Array(t.memory.buffer,o,5)),f[0]=c,f[1]=a,
f[2]=u,f[3]=p}probe(c){let a=this.#n();return Z(c,"probe(key)"),n.zbw_tt_probe(a,c)?(this.#e(),!0):!1}probe32(c,a){let u=this.#n();
return X(c,a,"probe32(hi, lo)"),n.zbw_tt_probe32(u,c,a)?(this.#e(),!0):!1}get(c){return this.probe(c)?{depth:this.depth,
score:this.score,bound:this.bound,move:this.move,age:this.age}:null}store(c,a,u,p,l=0){let y=this.#n();Z(c,"store(key, .\
..)"),V(a,u,p,l,"store(key, ...)"),i.#r(a,u,p,l);let m=n.zbw_tt_store(y,c);if(m)throw r(m,"store(key, ...)")}store32(c,a,u,p,l,y=0){
let m=this.#n();X(c,a,"store32(hi, lo, ...)"),V(u,p,l,y,"store32(hi, lo, ...)"),i.#r(u,p,l,y);let _=n.zbw_tt_store32(m,c,
a);if(_)throw r(_,"store32(hi, lo, ...)")}probeId(c,a){let u=this.#n();return Z(c,"probeId(key, id)"),J(a,"probeId(key, \
id)"),this.#s(n.zbw_tt_probe_id(u,c,a),"probeId(key, id)")}probeId32(c,a,u){let p=this.#n();return X(c,a,"probeId32(hi, \
lo, id)"),J(u,"probeId32(hi, lo, id)"),this.#s(n.zbw_tt_probe_id32(p,c,a,u),"probeId32(hi, lo, id)")}#s(c,a){if(c<0)throw r(
-c,a);return(c===1||c===2)&&this.#e(),Je[c]}storeId(c,a,u,p,l,y=0){let m=this.#n();Z(c,"storeId(key, id, ...)"),J(a,"sto\
reId(key, id, ...)"),V(u,p,l,y,"storeId(key, id, ...)"),i.#r(u,p,l,y);let _=n.zbw_tt_store_id(m,c,a);if(_)throw r(_,"sto\
reId(key, id, ...)")}storeId32(c,a,u,p,l,y,m=0){let _=this.#n();X(c,a,"storeId32(hi, lo, id, ...)"),J(u,"storeId32(hi, l\
o, id, ...)"),V(p,l,y,m,"storeId32(hi, lo, id, ...)"),i.#r(p,l,y,m);let w=n.zbw_tt_store_id32(_,c,a,u);if(w)throw r(w,"s\
toreId32(hi, lo, id, ...)")}clear(){n.zbw_tt_clear(this.#n())}newSearch(){n.zbw_tt_new_search(this.#n())}get config(){let c=t.
output.need(20);n.zbw_tt_config(this.#n(),c);let[a,u,p,l,y]=new Uint32Array(t.memory.buffer,c,5);return de(a,u,p,l,y)}get counters(){
let c=t.output.need(72);n.zbw_tt_counters(this.#n(),c);let a=new Float64Array(t.memory.buffer,c,9);return Object.fromEntries(
ye.map((u,p)=>[u,a[p]]))}get freed(){return this.#t===0}free(){this.#t!==0&&(s.release(this,this.#t),this.#t=0)}[ut](){this.
free()}}return Object.assign(i,yt),{TranspositionTable:i}}var no=0,ro=1,_r=2,Ve=[1,1,2,4],so=[1,1,2,8],oo=0,io=1,fo=2,Er=3,ao=0,uo=1,co=2,lo=3,ho=4,po=5,yo=6,mo=7,bo=8,mt=t=>t>>>
8&255,Pt=t=>t<<24>>24,Qe=t=>t>>>16&255;function wo(t,e){if(t.indexBits>32)throw D("TT_INDEX_BITS",e);if(t.checkBits>64-t.
indexBits)throw D("TT_CHECK_BITS",e);if(t.policy>=Ve.length)throw D("TT_POLICY",e);let n=t.bucketSlots||Ve[t.policy];if(n>
so[t.policy]||t.policy!==Er&&n!==Ve[t.policy])throw D("TT_BUCKET_SLOTS",e);return n}var me=class{static name="SlotTable";depth=0;score=0;bound=0;move=0;age=0;constructor(e,n){
let r=wo(e,n);this.n=e.indexBits,this.m=e.checkBits,this.policyIndex=e.policy,this.k=r,this.idCount=e.idCount;try{this.slots=
new Int32Array(4*r*2**e.indexBits),this.ids=e.idCount?new Uint32Array(r*2**e.indexBits):null,this.idState=e.idCount?new Uint8Array(
e.idCount):null}catch(s){throw s instanceof RangeError?D("TT_NO_MEMORY",n):s}this.tableAge=0,this.resetCounters()}resetCounters(){
this.counts=new Float64Array(9)}find(e,n,r){let s=this.slots;for(let o=e,f=e+this.k;o<f;o++){let i=4*o;if(s[i]===n&&s[i+
1]===r&&mt(s[i+3])!==0)return o}return-1}lookup(e,n,r){this.counts[ao]++;let s=this.find(e,n,r);if(s<0)return-1;let o=this.
slots,f=4*s;this.policyIndex===Er&&(o[f+3]=o[f+3]&65535|this.tableAge<<16);let i=o[f+2],h=o[f+3];return this.score=i<<16>>
16,this.move=i>>>16,this.depth=Pt(h),this.bound=mt(h),this.age=Qe(h),this.counts[uo]++,s}classify(e,n){let r=this.counts;
return e>=0&&this.ids[e]===n?(r[ho]++,"hit"):e>=0?(r[yo]++,"type1"):this.idState[n]===_r?(r[mo]++,"type2"):(r[po]++,"mis\
s")}vacate(e,n){let r=this.slots,s=4*e;mt(r[s+3])!==0&&(this.ids&&this.ids[e]!==n&&(this.idState[this.ids[e]]=_r,this.counts[bo]++),
r[s+3]&=-65281)}put(e,n,r,s,o,f,i,h){this.ids&&(this.vacate(e,s),this.ids[e]=s,this.idState[s]=ro);let c=this.slots,a=4*
e;c[a]=n,c[a+1]=r,c[a+2]=f&65535|h<<16,c[a+3]=o&255|i<<8|this.tableAge<<16}place(e,n,r,s,o,f,i,h){this.counts[co]++;let c=this.
slots;switch(this.policyIndex){case oo:this.put(e,n,r,s,o,f,i,h);return;case io:{let a=c[4*e+3];mt(a)===0||o>=Pt(a)?this.
put(e,n,r,s,o,f,i,h):this.counts[lo]++;return}case fo:this.twoTier(e,n,r,s,o,f,i,h);return;default:this.agingBucket(e,n,
r,s,o,f,i,h)}}twoTier(e,n,r,s,o,f,i,h){let c=this.slots,a=e,u=e+1,p=4*a,l=c[p+3],y=mt(l)!==0;if(y&&o<Pt(l)){this.put(u,n,
r,s,o,f,i,h);return}let m=4*u;mt(c[m+3])!==0&&c[m]===n&&c[m+1]===r&&this.vacate(u,s),y&&(c[p]!==n||c[p+1]!==r)&&this.moveDown(
a,u),this.put(a,n,r,s,o,f,i,h)}moveDown(e,n){let r=this.ids?this.ids[e]:0;this.vacate(n,r);let s=this.slots,o=4*n,f=4*e;
s[o]=s[f],s[o+1]=s[f+1],s[o+2]=s[f+2],s[o+3]=s[f+3],this.ids&&(this.ids[n]=r),s[f+3]&=-65281}agingBucket(e,n,r,s,o,f,i,h){
let c=this.find(e,n,r);if(c>=0){this.put(c,n,r,s,o,f,i,h);return}let a=this.slots,u=this.tableAge,p=e;for(let l=e;l<e+this.
k;l++){let y=a[4*l+3];if(mt(y)===0){p=l;break}let m=a[4*p+3],_=Qe(y)!==u,w=Qe(m)!==u;(_!==w?_:Pt(y)<Pt(m))&&(p=l)}this.put(
p,n,r,s,o,f,i,h)}clear(){this.slots.fill(0),this.idState&&this.idState.fill(no),this.tableAge=0,this.resetCounters()}newSearch(){
this.tableAge=this.tableAge+1&255}};var be=class extends me{get config(){return de(this.n,this.m,this.policyIndex,this.k,this.idCount)}get counters(){return Object.
fromEntries(ye.map((e,n)=>[e,this.counts[n]]))}storeChecked(e,n,r,s,o,f,i,h,c){if(this.ids)throw D("TT_NEEDS_ID",c);if(i<
1||i>3)throw D("TT_BOUND",c);this.place(e,n,r,0,o,f,i,h)}probeIdChecked(e,n,r,s,o){return this.instrumented(s,o),this.classify(
this.lookup(e,n,r),s)}storeIdChecked(e,n,r,s,o,f,i,h,c){if(this.instrumented(s,c),i<1||i>3)throw D("TT_BOUND",c);this.place(
e,n,r,s,o,f,i,h)}instrumented(e,n){if(!this.ids)throw D("TT_NOT_INSTRUMENTED",n);if(e>=this.idCount)throw D("TT_ID_RANGE",
n)}entry(){return{depth:this.depth,score:this.score,bound:this.bound,move:this.move,age:this.age}}},Ct=class extends be{static name="\
Paired32Table";#t;#n;#e;#r;constructor(e=void 0){let n=It(e,"new Paired32Table(options)");super(n,"new Paired32Table(opt\
ions)");let{n:r,m:s}=this;this.#t=r===32?-1:(1<<r)-1,this.#n=r,this.#e=s>=32?-1:(1<<s)-1,this.#r=s<=32?0:s===64?-1:(1<<s-
32)-1}#s=0;#o=0;#i(e,n){let r=this.#n,s,o;return r===0?(s=n,o=e):r===32?(s=e,o=0):(s=n>>>r|e<<32-r,o=e>>>r),this.#s=s&this.#e,
this.#o=o&this.#r,((n&this.#t)>>>0)*this.k}probe32(e,n){return X(e,n,"probe32(hi, lo)"),this.lookup(this.#i(e,n),this.#s,
this.#o)>=0}get32(e,n){return this.probe32(e,n)?this.entry():null}store32(e,n,r,s,o,f=0){let i="store32(hi, lo, ...)";X(
e,n,i),V(r,s,o,f,i),this.storeChecked(this.#i(e,n),this.#s,this.#o,0,r,s,o,f,i)}probeId32(e,n,r){let s="probeId32(hi, lo\
, id)";return X(e,n,s),J(r,s),this.probeIdChecked(this.#i(e,n),this.#s,this.#o,r,s)}storeId32(e,n,r,s,o,f,i=0){let h="st\
oreId32(hi, lo, id, ...)";X(e,n,h),J(r,h),V(s,o,f,i,h),this.storeIdChecked(this.#i(e,n),this.#s,this.#o,r,s,o,f,i,h)}},Kt=class extends be{static name="\
BigIntTable";#t;#n;#e;#r;constructor(e=void 0){let n=It(e,"new BigIntTable(options)");super(n,"new BigIntTable(options)"),
this.#t=(1n<<BigInt(this.n))-1n,this.#n=BigInt(this.n),this.#e=(1n<<BigInt(this.m))-1n,this.#r=this.m>32}#s=0;#o=0;#i(e){
let n=e>>this.#n&this.#e;return this.#s=Number(n&0xffffffffn)|0,this.#o=this.#r?Number(n>>32n)|0:0,Number(e&this.#t)*this.
k}probe(e){return Z(e,"probe(key)"),this.lookup(this.#i(e),this.#s,this.#o)>=0}get(e){return this.probe(e)?this.entry():
null}store(e,n,r,s,o=0){let f="store(key, ...)";Z(e,f),V(n,r,s,o,f),this.storeChecked(this.#i(e),this.#s,this.#o,0,n,r,s,
o,f)}probeId(e,n){let r="probeId(key, id)";return Z(e,r),J(n,r),this.probeIdChecked(this.#i(e),this.#s,this.#o,n,r)}storeId(e,n,r,s,o,f=0){
let i="storeId(key, id, ...)";Z(e,i),J(n,i),V(r,s,o,f,i),this.storeIdChecked(this.#i(e),this.#s,this.#o,n,r,s,o,f,i)}};Object.
assign(Ct,yt);Object.assign(Kt,yt);function Ar(t,e){return gr(t,e)}function Tr(t){let e=new $t(t,Lt),n={count:0};return Object.freeze({...dn(e),...Fn(e),...In(e,n),...Ce(e),...tr(e,n),...ar(
e,n),...yr(e,n),...Xe(e,n),...Ar(e,n),stats:Pn(e,n)})}var{init:Ba,initSync:Ia}=un(Tr,{moduleUrl:()=>new URL("./zobrist-all.wasm",import.meta.url)});export{kt as Additive48,Wt as Additive48Hash,At as BigInt64,vt as BigInt64Hash,Kt as BigIntTable,ie as CENSUS_HASHES,nt as FeatureHash,
oe as KNOWN_DISTINCT,Tt as Paired32,Dt as Paired32Hash,Ct as Paired32Table,L as START_FEN,tt as Scheme,yt as TT_BOUND,je as UTTT_CENSUS_HASHES,
et as UTTT_FEATURES,xt as UTTT_START,d as ZobristError,ms as featuresOfChessJs,qr as halfmoveKey,Ba as init,Ia as initSync,
Qr as keyOfFeatures,Y as layout,xe as polyglotKeys,pn as splitmix64,ke as splitmix64Table,G as toSeed};
//# sourceMappingURL=zobrist-all.js.map
