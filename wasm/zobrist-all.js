// Bundled by esbuild from the sources in wasm/ (make); do not edit.
var nn=Symbol.for("zobrist-wasm.ZobristError"),d=class extends Error{static name="ZobristError";constructor(e,n,r={}){super(
n),this.name="ZobristError",this.code=e,Object.assign(this,r)}get[nn](){return!0}static[Symbol.hasInstance](e){return typeof e==
"object"&&e!==null&&e[nn]===!0}};function F(t){return JSON.stringify(t.length>120?`${t.slice(0,100)}\u2026`:t)}function b(t){
return typeof t=="string"?F(t):t==null?String(t):typeof t=="bigint"?`${t}n`:typeof t=="object"?`an object (${Object.prototype.
toString.call(t).slice(8,-1)})`:typeof t=="symbol"?"a symbol":`${typeof t} ${String(t)}`}function Ur(t,e){if(typeof t!="\
string")throw new d("ARGUMENT_TYPE",`${e} must be a string, got ${b(t)}`,{input:t})}function z(t,e,n,r){if(typeof t!="nu\
mber"||!Number.isInteger(t))throw new d("ARGUMENT_TYPE",`${e} must be an integer, got ${b(t)}`,{input:t});if(t<n||t>r)throw new d(
"ARGUMENT",`${e} must be from ${n} to ${r}, got ${t}`,{input:t})}function B(t,e,n){if(t===void 0)return{};if(t===null||typeof t!=
"object"||Array.isArray(t))throw new d("ARGUMENT_TYPE",`${e} must be an object, got ${Array.isArray(t)?"an array":b(t)}`,
{input:t});for(let r of Object.keys(t))if(!n.includes(r))throw new d("ARGUMENT",`${e}: unknown option ${b(r)} (${n.join(
", ")})`,{input:r});return t}function P(t,e,n){if(Ur(t,e),t.length>n)throw new d("ARGUMENT",`${e} is ${t.length} charact\
ers long; at most ${n} make sense`,{input:t})}var Nt=null;function rn(t){return Nt?Nt(t):0}function sn(t,e){let n=Nt;Nt=t;try{return e()}finally{Nt=n}}var bt={env:{emscripten_notify_memory_growth(){},zbw_audit_progress:rn}};async function ge(t){let e=await t;if(typeof Response>
"u"||!(e instanceof Response))throw new Error(`expected a Response from the promise given to init(), got ${Object.prototype.
toString.call(e)}`);if(!e.ok)throw new Error(`fetching ${e.url||"the module (a Response with no URL)"}: HTTP ${e.status}`);
return WebAssembly.instantiateStreaming&&e.headers.get("content-type")==="application/wasm"?(await WebAssembly.instantiateStreaming(
e,bt)).instance:(await WebAssembly.instantiate(await e.arrayBuffer(),bt)).instance}function on(t){let e;try{e=t?.()}catch{}
if(!(e instanceof URL))throw new d("WASM_LOAD","cannot locate the WebAssembly module: this bundle has no import.meta.url\
 (an IIFE or CommonJS bundle?); pass its URL to init(url), or import 'zobrist-wasm/inline', which has the chess module b\
uilt in");return e}var fn="zobrist-wasm/inline has its module built in: call init() or initSync() with no argument, or p\
ass the module's bytes";function Nr(t,e){if(t instanceof URL)return t;if(e.fileUrl)return e.fileUrl(t);if(URL.canParse?.(
t)??/^[a-z][a-z0-9+.-]*:/i.test(t))return new URL(t);let n=globalThis.location?.href;if(e.bytes&&!n)throw new d("WASM_LO\
AD",`cannot resolve ${b(t)}: no page or module URL to resolve it against; ${fn}`);try{return new URL(t,on(e.moduleUrl))}catch(r){
if(n)return new URL(t,n);throw r}}async function an(t,e){if(t===void 0){let n=e.bytes??e.ownBytes;if(n)return _e(await n());
t=on(e.moduleUrl)}if(t instanceof WebAssembly.Module)return new WebAssembly.Instance(t,bt);if(t instanceof ArrayBuffer||
ArrayBuffer.isView(t))return(await WebAssembly.instantiate(t,bt)).instance;if(typeof t=="string"||t instanceof URL){let n=Nr(
t,e);if(n.protocol!=="file:")return ge(fetch(n));if(e.readFile)return(await WebAssembly.instantiate(await e.readFile(n),
bt)).instance;if(e.bytes)throw new d("WASM_LOAD",`cannot read ${n.href}: this entry reads no files; ${fn}`);let r;try{r=
await fetch(n)}catch(s){throw new d("WASM_LOAD",`cannot read ${n.href}: this is the package's browser build, and this ru\
ntime's fetch reads no files; Node gets its own build through the 'node' export condition (not under --conditions=browse\
r); or pass the module's bytes`,{cause:s})}return ge(r)}if(typeof Response<"u"&&t instanceof Response||typeof t?.then=="\
function")return ge(t);throw new d("ARGUMENT_TYPE",`init(source): source must be a URL, a Response, bytes or a WebAssemb\
ly.Module, got ${b(t)}`)}function _e(t){let e=t instanceof WebAssembly.Module?t:new WebAssembly.Module(t);return new WebAssembly.
Instance(e,bt)}var Mr=/Content.Security.Policy|\bCSP\b|unsafe-eval|code generation disallowed by embedder/i;function Or(t){let e=globalThis.
WebAssembly?.CompileError;return(e&&t instanceof e||t instanceof EvalError||t?.name==="CompileError"||t?.name==="EvalErr\
or")&&typeof t.message=="string"&&Mr.test(t.message)}var Rr="Add 'wasm-unsafe-eval' to script-src (to default-src if the\
re is no script-src), e.g. script-src 'self' 'wasm-unsafe-eval': it is the only relaxation the module needs; 'unsafe-eva\
l' is not needed. Without WebAssembly, the pure-JS schemes still give exact Polyglot keys: new Paired32(polyglotKeys()).\
setFromChessJs(chess)";function un(t){for(let e=t,n=0;e!==null&&typeof e=="object"&&n<4;e=e.cause,n++){if(e instanceof d&&
e.code==="WASM_CSP")return e;if(Or(e))return new d("WASM_CSP",`cannot compile the WebAssembly module: the page's Content\
-Security-Policy forbids it. ${Rr}. (The browser said: ${e.message.trim()})`,{cause:e})}}var zr=new Uint8Array([0,97,115,109,1,0,0,0,1,5,1,96,0,1,123,3,2,1,0,10,22,1,20,0,253,12,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,
11]);function cn(t,e=globalThis.WebAssembly){if(!(e?.CompileError&&t instanceof e.CompileError||t?.name==="CompileError")||
typeof e?.validate!="function")return;let r;try{r=e.validate(zr)}catch{return}if(!r)return new d("WASM_LOAD",`cannot com\
pile the WebAssembly module: this runtime lacks WebAssembly SIMD, which the module uses (Chrome 91, Firefox 89, Safari 1\
6.4 and Node 16.4 have it). Without WebAssembly, the pure-JS schemes still give exact Polyglot keys: new Paired32(polygl\
otKeys()).setFromChessJs(chess). (The runtime said: ${String(t.message).trim()})`,{cause:t})}function ln(t){return t instanceof d?t:un(t)??cn(t)??new d("WASM_LOAD",`cannot load the WebAssembly module: ${t.message}`,
{cause:t})}function hn(t,e){async function n(s){let o;try{o=await an(s,e)}catch(f){throw ln(f)}return t(o)}function r(s){
if(s===void 0&&e.bytes&&(s=e.bytes()),!(s instanceof WebAssembly.Module||s instanceof ArrayBuffer||ArrayBuffer.isView(s)))
throw new d("ARGUMENT_TYPE",`initSync(source): source must be the module's bytes or a WebAssembly.Module, got ${b(s)}`+(s===
void 0?" (only 'zobrist-wasm/inline' takes none: its initSync() uses the module built into it)":""));let o;try{o=_e(s)}catch(f){
throw ln(f)}return t(o)}return{init:n,initSync:r}}var Br=new TextEncoder,Ir=null,pn=t=>(Ir??=new TextDecoder).decode(t),dn=20;function Pr(t,e){let n=s=>{throw s instanceof
WebAssembly.RuntimeError?(e.broken=s,yn(s)):s},r=()=>{if(e.broken)throw yn(e.broken)};switch(t.length){case 0:return()=>{
r();try{return t()}catch(s){return n(s)}};case 1:return s=>{r();try{return t(s)}catch(o){return n(o)}};case 2:return(s,o)=>{
r();try{return t(s,o)}catch(f){return n(f)}};case 3:return(s,o,f)=>{r();try{return t(s,o,f)}catch(i){return n(i)}};case 4:
return(s,o,f,i)=>{r();try{return t(s,o,f,i)}catch(h){return n(h)}};default:return(...s)=>{r();try{return t(...s)}catch(o){
return n(o)}}}}function Cr(t,e){return Object.create(new Proxy({},{get(n,r,s){let o=t[r];if(o===void 0)return;let f=typeof o==
"function"?Pr(o,e):o;return Object.defineProperty(s,r,{value:f,enumerable:!0}),f}}))}function yn(t){return new d("WASM_T\
RAP",`the WebAssembly module trapped (${t.message}); this instance can no longer be used: call init() again`,{cause:t})}
var Kr=2**31;function Ee(t,e,n){for(let r=0;r<n.length;r++){let s=n.charCodeAt(r);t[e+r]=s<128?s:128}}var Ft=class{constructor(e,n){
this.core=e,this.size=0,this.ptr=0,this.need(n)}need(e){if(e>this.size&&(this.ptr&&this.core.x.zbw_free(this.ptr),this.size=
Math.max(e,this.size*2),this.ptr=this.core.alloc(this.size),!this.ptr))throw this.size=0,new d("NO_MEMORY",`cannot alloc\
ate ${e} bytes of WebAssembly memory`);return this.ptr}},Fr=1,Lt=2;function Lr(t,e){if(typeof t.zbw_module_kind!="functi\
on")throw new d("WASM_LOAD","this WebAssembly module is not one of zobrist-wasm's (it has no zbw_module_kind export): pa\
ss the package's zobrist.wasm, or its zobrist-all.wasm to zobrist-wasm/all");if(e===Lt&&t.zbw_module_kind()!==Lt)throw new d(
"WASM_LOAD","zobrist-wasm/all needs zobrist-all.wasm; this module is the main entry's zobrist.wasm (keys and chess only)")}
var $t=class{constructor(e,n=Fr){Lr(e.exports,n),this.memory=e.exports.memory,this.broken=null,this.x=Cr(e.exports,this),
this.x._initialize(),this.chessErrors=this.gameErrors(this.x.zbw_error_name,this.x.zbw_error_message),this.u8=new Uint8Array(
this.memory.buffer),this.u32=new Uint32Array(this.memory.buffer),this.u64s=new BigUint64Array(this.memory.buffer),this.input=
new Ft(this,1024),this.inputBytes=null,this.output=new Ft(this,4096)}bytes(){return this.u8.length===0&&(this.u8=new Uint8Array(
this.memory.buffer)),this.u8}words(){return this.u32.length===0&&(this.u32=new Uint32Array(this.memory.buffer)),this.u32}u64(){
return this.u64s.length===0&&(this.u64s=new BigUint64Array(this.memory.buffer)),this.u64s}alloc(e){return e<Kr?this.x.zbw_alloc(
e):0}writeInput(e){let n=e.length,r=this.input.need(n>dn?3*n:n);return n>dn&&Br.encodeInto(e,this.inputView(r,3*n)).written===
n||Ee(this.bytes(),r,e),n}inputView(e,n){let r=this.inputBytes;return(r===null||r.length<n||r.byteOffset!==e)&&(r=this.inputBytes=
this.bytes().subarray(e,e+this.input.size)),r}readString(e,n){return pn(this.bytes().subarray(e,e+n))}cString(e){let n=this.
bytes(),r=e;for(;n[r];)r++;return pn(n.subarray(e,r))}gameErrors(e,n,r=""){let s=o=>r+this.cString(e(o));return{name:s,error:(o,f,i={})=>new d(
s(o),`${f}: ${this.cString(n(o))} (${s(o)})`,i),textError:(o,f,i)=>{let h=this.x.zbw_last_offset();return new d(s(o),`${i}\
 ${F(f)}: ${this.cString(n(o))} (${s(o)} at character ${h+1})`,{input:f,offset:h})}}}error(e,n,r={}){return this.chessErrors.
error(e,n,r)}fenError(e,n,r="Invalid FEN"){let s=this.chessErrors.name(e);return s==="NO_MEMORY"?new d(s,`out of WebAsse\
mbly memory while reading the FEN ${F(n)}`,{input:n}):this.chessErrors.textError(e,n,r)}scratch(e=0){let n=this.x.zbw_scratch_position(
e);if(!n)throw new d("NO_MEMORY","cannot allocate the scratch position");return n}};var $r=1n<<64n;function Ae(t){for(let e=0;e<t.length;e++){let n=t[e];if(typeof n!="bigint"||n<0n||n>=$r)return!1}return!0}
function H(t,e=void 0){if(!(t instanceof BigUint64Array||Array.isArray(t)&&Ae(t)))throw new d("ARGUMENT_TYPE",`a key tab\
le must be a BigUint64Array (or an array of unsigned 64-bit BigInts), got ${b(t)}`);if(e!==void 0&&t.length!==e)throw new d(
"ARGUMENT",`a key table here has ${e} keys, this one ${t.length}`);if(t.length===0)throw new d("ARGUMENT","a key table n\
eeds at least one key");return t}var nt=class{static name="FeatureHash";constructor(e){H(e),this.prepare(e),this.size=e.
length,this.present=new Uint8Array(e.length),this.count=0,this.resetKey()}#t(e,n){if(!Number.isInteger(e)||e<0||e>=this.
size)throw new d(typeof e=="number"?"ARGUMENT":"ARGUMENT_TYPE",`${n}: a feature must be an integer from 0 to ${this.size-
1}, got ${b(e)}`,{input:e});return e}has(e){return this.present[this.#t(e,"has(feature)")]===1}add(e){let n=this.#t(e,"a\
dd(feature)");if(this.present[n])throw new d("ARGUMENT",`add(${n}): feature ${n} is present already`,{input:n});return this.
present[n]=1,this.count++,this.insertKey(n),this}remove(e){let n=this.#t(e,"remove(feature)");if(!this.present[n])throw new d(
"ARGUMENT",`remove(${n}): feature ${n} is not present`,{input:n});return this.present[n]=0,this.count--,this.removeKey(n),
this}toggle(e){let n=this.#t(e,"toggle(feature)");return this.present[n]?this.remove(n):this.add(n)}clear(){return this.
present.fill(0),this.count=0,this.resetKey(),this}setFeatures(e){if(e===null||typeof e!="object"||typeof e[Symbol.iterator]!=
"function")throw new d("ARGUMENT_TYPE",`setFeatures(features): features must be an array of feature indices, got ${b(e)}`);
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
0).toString(16).padStart(8,"0")+(this.l>>>0).toString(16).padStart(8,"0")}};var vt=t=>class extends t{get name(){return"Additive48"}get bits(){return 48}prepare(e){this.keys=new Float64Array(e.length);
for(let n=0;n<e.length;n++)this.setKeyAt(n,e[n])}setKeyAt(e,n){this.keys[e]=Number(n>>16n)}negateKeyAt(e){this.keys[e]=(281474976710656-
this.keys[e])%281474976710656}resetKey(){this.k=0}insertKey(e){this.k+=this.keys[e],this.k>=281474976710656&&(this.k-=281474976710656)}removeKey(e){
this.k-=this.keys[e],this.k<0&&(this.k+=281474976710656)}get key(){return this.k}get keyHex(){return this.k.toString(16).
padStart(12,"0")}};var Yt=class extends Gt(nt){static name="BigInt64Hash"},Dt=class extends Ht(nt){static name="Paired32Hash"},Wt=class extends vt(
nt){static name="Additive48Hash"},jt={bigint64:Yt,paired32:Dt,additive48:Wt};var Te=(1n<<64n)-1n;function $(t){if(typeof t=="bigint")return BigInt.asUintN(64,t);if(typeof t=="number"&&Number.isSafeInteger(
t)&&t>=0)return BigInt(t);throw new d("ARGUMENT_TYPE",`a seed must be a non-negative safe integer or a BigInt (taken mod\
ulo 2^64), got ${b(t)}`,{input:t})}function mn(t){return Gr($(t))}function*Gr(t){let e=t;for(;;){e=e+0x9E3779B97F4A7C15n&
Te;let n=e;n=(n^n>>30n)*0xBF58476D1CE4E5B9n&Te,n=(n^n>>27n)*0x94D049BB133111EBn&Te,yield n^n>>31n}}function ke(t,e=781){
z(e,"splitmix64Table(seed, count): count",0,1<<24);let n=new BigUint64Array(e),r=mn(t);for(let s=0;s<e;s++)n[s]=r.next().
value;return n}var Se=1<<24,Hr=(1n<<64n)-1n,vr=Symbol.dispose??Symbol.for("Symbol.dispose");function bn(t){let e=t.x,n=new FinalizationRegistry(
s=>{t.broken||e.zbw_free(s)});class r{static name="KeySpace";#t;#n;constructor(o,f=void 0){let{seed:i}=B(f,"new KeySpace\
(size, options): options",["seed"]),h;if(typeof o=="number")z(o,"new KeySpace(size): size",1,Se),h=new BigUint64Array(o),
this.#t=this.#e(h.length),e.zbw_keys_fill($(i??0),this.#t,h.length),h.set(new BigUint64Array(t.memory.buffer,this.#t,h.length));else{
if(i!==void 0)throw new d("ARGUMENT","new KeySpace(table, { seed }): a seed is for generated keys, not a given table");if(H(
o),o.length>Se)throw new d("ARGUMENT",`new KeySpace(table): at most ${Se} keys`);h=BigUint64Array.from(o),this.#t=this.#e(
h.length),new BigUint64Array(t.memory.buffer,this.#t,h.length).set(h)}this.#n=h,n.register(this,this.#t,this)}#e(o){let f=e.
zbw_alloc(8*o);if(!f)throw new d("NO_MEMORY",`cannot allocate ${o} keys`);return f}#r(o){if(!this.#t)throw new d("KEY_SP\
ACE_FREED",`${o}: this KeySpace was freed (free() or dispose) and cannot be used`);return this.#t}get size(){return this.#n.
length}get freed(){return this.#t===0}get table(){return this.#r("table"),this.#n.slice()}keyAt(o){return this.#r("keyAt\
(feature)"),this.#n[this.#s(o,"keyAt(feature)")]}#s(o,f){if(!Number.isInteger(o)||o<0||o>=this.#n.length)throw new d(typeof o==
"number"?"ARGUMENT":"ARGUMENT_TYPE",`${f}: a feature must be an integer from 0 to ${this.#n.length-1}, got ${b(o)}`,{input:o});
return o}#o(o,f){if(o===null||typeof o!="object"||typeof o[Symbol.iterator]!="function")throw new d("ARGUMENT_TYPE",`${f}\
: features must be an array of feature indices, got ${b(o)}`);let i=Array.isArray(o)||ArrayBuffer.isView(o)?o:Array.from(
o),h=t.output.need(4*Math.max(i.length,1)),c=new Uint32Array(t.memory.buffer,h,i.length);for(let a=0;a<i.length;a++)c[a]=
this.#s(i[a],f);return[h,i.length]}keyOf(o){let f=this.#r("keyOf(features)"),[i,h]=this.#o(o,"keyOf(features)");return BigInt.
asUintN(64,e.zbw_hash_features(f,i,h))}halvesOf(o){let f=this.keyOf(o);return{hi:Number(f>>32n),lo:Number(f&0xFFFFFFFFn)}}add48Of(o){
let f=this.#r("add48Of(features)"),[i,h]=this.#o(o,"add48Of(features)");return e.zbw_hash_features_add48(f,i,h)}toggle(o,f){
if(this.#r("toggle(key, feature)"),typeof o!="bigint")throw new d("ARGUMENT_TYPE",`toggle(key, feature): key must be a B\
igInt, got ${b(o)}`);return(o^this.#n[this.#s(f,"toggle(key, feature)")])&Hr}hash(o="bigint64"){this.#r("hash(name)");let f=typeof o==
"string"?o.toLowerCase():null,i=f!==null&&Object.prototype.hasOwnProperty.call(jt,f)?jt[f]:void 0;if(!i)throw new d(typeof o==
"string"?"ARGUMENT":"ARGUMENT_TYPE",`hash(name): name must be one of ${Object.keys(jt).join(", ")}, got ${b(o)}`);return new i(
this.#n)}free(){this.#t&&(n.unregister(this),t.broken||e.zbw_free(this.#t),this.#t=0)}}return r.prototype[vr]=r.prototype.
free,{KeySpace:r}}function wn(t){let e=globalThis.Buffer;if(typeof e=="function"&&typeof e.from=="function")return Yr(e,t);if(typeof Uint8Array.
fromBase64=="function")return Uint8Array.fromBase64(t);let n=atob(t),r=new Uint8Array(n.length);for(let s=0;s<n.length;s++)
r[s]=n.charCodeAt(s);return r}function Yr(t,e){let n=t.prototype?.base64Write;if(typeof n=="function"){let s=new Uint8Array(
(e.length>>2)*3+3),o=-1;try{o=n.call(s,e,0,s.length)}catch{}if(Number.isInteger(o)&&o>=0&&o<=s.length)return s.subarray(
0,o)}let r=t.from(e,"base64");return new Uint8Array(r.buffer,r.byteOffset,r.length)}var Dr=`
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
`,Wr=781,Xt;function xe(){if(Xt===void 0){Xt=new BigUint64Array(Wr);let t=new Uint8Array(Xt.buffer);if(t.set(wn(Dr)),new Uint8Array(
new Uint16Array([1]).buffer)[0]===0)for(let e=0;e<t.length;e+=8)t.subarray(e,e+8).reverse()}return Xt.slice()}var rt=781,lt=768,Qt=772,Mt=780,ct=(1n<<64n)-1n,Ne=["pseudo","legal","literal"],Ot=["polyglot","stockfish","chessjs"],Ue=(t,e)=>(t<<
e|t>>64n-e)&ct;function*jr(t){let e=t;for(;;)e^=e>>12n,e^=e<<25n&ct,e^=e>>27n,yield e*2685821657736338717n&ct}function*Xr(t,e){
for(;;){let n=Ue(t*5n&ct,7n)*9n&ct;e^=t,t=Ue(t,24n)^e^e<<16n&ct,e=Ue(e,37n),yield n}}var st=t=>t.next().value;function Zr(){
let t=jr(1070372n),e=new BigUint64Array(rt),n=new BigUint64Array(16);for(let r of[1,0])for(let s=0;s<6;s++)for(let o=0;o<
64;o++)e[64*(2*s+r)+o]=st(t);for(let r=0;r<8;r++)e[Qt+r]=st(t);for(let r=0;r<16;r++)n[r]=st(t);return e[Mt]=st(t),{table:e,
castling:n}}function Jr(){let t=Xr(0x31c4b365b102e01en,0xa187eb39cdcaed8fn),e=new BigUint64Array(rt),n=new BigUint64Array(
16);for(let r of[1,0])for(let s=0;s<6;s++)for(let o=0;o<128;o++){let f=st(t);o&136||(e[64*(2*s+r)+8*(7-(o>>4))+(o&7)]=f)}
for(let r=0;r<8;r++)e[Qt+r]=st(t);for(let r=0;r<16;r++)n[r]=st(t);return e[Mt]=st(t),{table:e,castling:n}}function Zt(t,e,n,r,s,o){
let f=new BigUint64Array(e),i=new BigUint64Array(16);for(let c=0;c<16;c++)if(n)i[c]=n[c];else for(let a=0;a<4;a++)c&1<<a&&
(i[c]^=f[lt+a]);if(n)for(let c=0;c<4;c++)f[lt+c]=i[1<<c];let h={name:t,get table(){return f.slice()},get castling(){return i.
slice()},castlingKeys:n?16:4,ep:r,turn:s,halfmoveBuckets:o};return Object.defineProperty(h,_n,{value:!0}),En.set(Object.
freeze(h),{table:f,castling:i}),qr(h)}var _n=Symbol.for("zobrist-wasm.Layout"),gn=new WeakMap;function Vr(t){let e=gn.get(
t);if(e)return e;let{name:n,castlingKeys:r,ep:s,turn:o,halfmoveBuckets:f}=t;if(Ot.includes(n))e=Me(n);else{let i="layout\
(spec): another copy's Layout";if(!Ne.includes(s)||o!=="white"&&o!=="black"||typeof f!="boolean"||r!==4&&r!==16)throw new d(
"ARGUMENT",`${i} has fields this copy does not know (ep ${b(s)}, turn ${b(o)})`);let h=Vt(t.table,rt,`${i}'s table`);e=Zt(
n,h,r===16?Vt(t.castling,16,`${i}'s castling`):null,s,o,f)}return gn.set(t,e),e}var En=new WeakMap,wt=t=>En.get(t),Jt=new Map;
function Me(t){let e=Jt.get(t);if(!e){if(t==="polyglot")e=Zt(t,xe(),null,"pseudo","white",!1);else{let{table:n,castling:r}=t===
"stockfish"?Zr():Jr();e=Zt(t,n,r,"pseudo","black",t==="stockfish")}Jt.set(t,e)}return e}function Vt(t,e,n){if(!((t instanceof
BigUint64Array||Array.isArray(t)&&Ae(t))&&t.length===e))throw new d("ARGUMENT_TYPE",`${n} must be ${e} keys (a BigUint64\
Array, or BigInts from 0 to 2^64 - 1), got ${b(t)}`);return t}function v(t="polyglot"){if(ts(t))return t;if(t?.[_n]===!0)
return Vr(t);if(typeof t=="string")return Qr(t);let e=B(t,"layout(spec): spec",["base","seed","table","castlingTable","c\
astling","ep","turn"]),{base:n,seed:r,table:s,castlingTable:o,castling:f,ep:i,turn:h}=e;if([n,r,s].filter(u=>u!==void 0).
length>1)throw new d("ARGUMENT","layout(spec): give at most one of base, seed and table");let c;if(s!==void 0)c={table:Vt(
s,rt,"layout({ table })"),castling16:null,ep:"pseudo",turn:"white",halfmove:!1};else if(r!==void 0){let u=ke($(r),rt+16);
c={table:u.subarray(0,rt),castling16:null,spare:u.subarray(rt),ep:"pseudo",turn:"white",halfmove:!1}}else{let u=n===void 0?
"polyglot":n;if(!Ot.includes(u))throw new d("ARGUMENT",`layout(spec): base must be one of ${Ot.join(", ")}, got ${b(u)}`);
let p=Me(u);if(o===void 0&&f===void 0&&i===void 0&&h===void 0)return p;let l=wt(p);c={table:l.table,castling16:p.castlingKeys===
16?l.castling:null,ep:p.ep,turn:p.turn,halfmove:p.halfmoveBuckets}}let a=c.castling16;if(o!==void 0){if(f!==void 0&&f!==
16)throw new d("ARGUMENT",`layout(spec): a castlingTable is 16 keys: castling must be 16 or left out, got ${b(f)}`);a=Vt(
o,16,"layout({ castlingTable })")}else if(f===16&&!a){if(!c.spare)throw new d("ARGUMENT","layout(spec): castling: 16 nee\
ds 16 castling keys (castlingTable, or a seed)");a=c.spare}else if(f===4){if(a)throw new d("ARGUMENT","layout(spec): cas\
tling: 4 on a 16-key layout has no four keys to XOR")}else if(f!==void 0&&f!==16)throw new d("ARGUMENT",`layout(spec): c\
astling must be 4 or 16, got ${b(f)}`);if(i!==void 0&&!Ne.includes(i))throw new d("ARGUMENT",`layout(spec): ep must be o\
ne of ${Ne.join(", ")}, got ${b(i)}`);if(h!==void 0&&h!=="white"&&h!=="black")throw new d("ARGUMENT",`layout(spec): turn\
 must be 'white' or 'black', got ${b(h)}`);return Zt("custom",c.table,a,i??c.ep,h??c.turn,c.halfmove)}function Qr(t){let[
e,...n]=t.split(",");if(Ot.includes(e)&&n.length===0)return Me(e);let r={};if(Ot.includes(e))r.base=e;else if(/^seed:\d+$/.
test(e)&&BigInt(e.slice(5))<1n<<64n)r.seed=BigInt(e.slice(5));else throw e.startsWith("seed:")?new d("ARGUMENT",`layout(${b(
t)}): seed:S needs a whole number from 0 to 2^64 - 1 in decimal digits, got ${b(e.slice(5))}`):new d("ARGUMENT",`layout(${b(
t)}): unknown layout ${b(e)} (polyglot, stockfish, chessjs, seed:S)`);for(let s of n){let o=/^(?:(castling)=(4|16)|(ep|turn)=(.*))$/.
exec(s);if(!o)throw new d("ARGUMENT",`layout(${b(t)}): unknown option ${b(s)} (castling=4|16, ep=pseudo|legal|literal, t\
urn=white|black)`);o[1]?r.castling=Number(o[2]):r[o[3]]=o[4]}return v(r)}var An=new WeakSet;function qr(t){return An.add(
t),t}var ts=t=>An.has(t),Tn=t=>Jt.get(t?.name)===t,kn=t=>Jt.get("polyglot")===t,Oe=70,Re=t=>t<lt?t&63:t<Qt?64+t-lt:t<Mt?
68:69;function ze(t){let e=String.fromCharCode(97+(t&7),49+((t&63)>>3));return new d("ARGUMENT",t<lt?`two pieces on ${e}`:
`feature ${t} conflicts with another`,{input:t})}function es(t,e,n=0){if(t=v(t),e===null||typeof e!="object"||typeof e[Symbol.
iterator]!="function")throw new d("ARGUMENT_TYPE",`keyOfFeatures(layout, features): features must be an array (or iterab\
le) of feature indices, got ${b(e)}`,{input:e});z(n,"keyOfFeatures(layout, features, halfmove): halfmove",0,4294967295);
let{table:r,castling:s}=wt(t),o=new Uint8Array(Oe),f=0n,i=0,h=!1;for(let c of e){if(!Number.isInteger(c)||c<0||c>=rt)throw new d(
"ARGUMENT",`keyOfFeatures: a feature must be an integer from 0 to 780, got ${b(c)}`);if(o[Re(c)]++)throw ze(c);c>=lt&&c<
Qt?i^=1<<c-lt:c===Mt?h=!h:f^=r[c]}return f^=s[i],h===(t.turn==="white")&&(f^=r[Mt]),f^qt(t,n)}function ns(t,e){return t=
v(t),z(e,"halfmoveKey(layout, halfmove): halfmove",0,4294967295),qt(t,e)}function qt(t,e){return!t.halfmoveBuckets||e<14?
0n:BigInt(Math.floor((e-14)/8))*6364136223846793005n+1442695040888963407n&ct}var rs={pseudo:0,legal:1,literal:2},gt=class{constructor(e){this.core=e,this.sets=new Map}acquire(e){if(kn(e))return 0;let n=this.
sets.get(e);return n||(n={ptr:this.#t(e),users:0,kept:Tn(e)},this.sets.set(e,n)),n.users++,n.ptr}#t(e){let n=this.core.output.
need(6376),r=new BigUint64Array(this.core.memory.buffer,n,797),s=wt(e);r.set(s.table),r.set(s.castling,781);let o=this.core.
x.zbw_keys_new_layout(n,e.castlingKeys===16?n+8*781:0,rs[e.ep],e.turn==="white"?1:0,e.halfmoveBuckets?1:0);if(!o)throw new d(
"NO_MEMORY","cannot allocate a key set");return o}release(e){let n=this.sets.get(e);n&&--n.users===0&&!n.kept&&(this.core.
broken||this.core.x.zbw_keys_free(n.ptr),this.sets.delete(e))}with(e,n){let r=this.acquire(e);try{return n(r)}finally{this.
release(e)}}},ht=Object.freeze(["layout","seed"]);function pt(t,e){let{layout:n,seed:r}=t;if(n!==void 0&&r!==void 0)throw new d(
"ARGUMENT",`${e}: give layout or seed, not both`);return r!==void 0?v({seed:r}):v(n??"polyglot")}var G="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",Be=128,ss=256*8,os=Symbol.dispose??Symbol.for("Symbol.d\
ispose"),j=1024,_t=64;function Sn(t,e={count:0}){let n=t.x,r=new gt(t),s=new FinalizationRegistry(({ptr:f,layout:i})=>{t.
broken||n.zbw_position_free(f),r.release(i),e.count--});class o{static name="Position";#t;#n;static{t.positionPointer=i=>i!==
null&&typeof i=="object"&&#t in i?i.#e():0}constructor(i=G,h=void 0){P(i,"new Position(fen): fen",j),h=B(h,"new Position\
(fen, options): options",ht);let c=pt(h,"new Position(fen, options)"),a=r.acquire(c),u=n.zbw_position_new(a);if(!u)throw r.
release(c),new d("NO_MEMORY","cannot allocate a position");if(this.#t=u,this.#n=c,e.count++,s.register(this,{ptr:u,layout:c},
this),i!==G)try{this.reset(i)}catch(p){throw this.free(),p}}reset(i=G){let h=this.#e();P(i,"reset(fen): fen",j);let c=t.
writeInput(i),a=n.zbw_position_set_fen(h,t.input.ptr,c);if(a)throw t.fenError(a,i);return this}#e(){if(this.#t===0)throw new d(
"POSITION_FREED","this Position was freed (free() or dispose) and cannot be used");return this.#t}play(i){let h=this.#e();
(typeof i!="string"||i.length>_t)&&P(i,"play(move): move",_t);let c=t.writeInput(i),a=n.zbw_position_play(h,t.input.ptr,
c);if(a)throw t.error(a,`Cannot play ${F(i)} in ${this.fen}`,{input:i,fen:this.fen});return this}playCode(i){let h=this.#e();
z(i,"playCode(code): code",0,65535);let c=n.zbw_position_make_code(h,i);if(c)throw t.error(c,`Cannot play move code ${i}\
 in ${this.fen}`,{input:i,fen:this.fen});return this}undo(){let i=n.zbw_position_undo(this.#e());if(i)throw t.error(i,"C\
annot undo");return this}get key(){return BigInt.asUintN(64,n.zbw_position_key(this.#e()))}get layout(){return this.#e(),
this.#n}get keyHi(){return n.zbw_position_key_hi(this.#e())>>>0}get keyLo(){return n.zbw_position_key_lo(this.#e())>>>0}get keyHex(){
return this.keyHi.toString(16).padStart(8,"0")+this.keyLo.toString(16).padStart(8,"0")}get fen(){let i=t.output.need(Be);
return t.readString(i,n.zbw_position_fen(this.#e(),i))}get turn(){return n.zbw_position_side(this.#e())===1?"w":"b"}get inCheck(){
return n.zbw_position_in_check(this.#e())!==0}get ply(){return n.zbw_position_ply(this.#e())}get halfmoveClock(){return n.
zbw_position_halfmove(this.#e())}get fullmoveNumber(){return n.zbw_position_fullmove(this.#e())}legalMoves(i=void 0){let{
san:h=!1}=B(i,"legalMoves(options): options",["san"]);if(typeof h!="boolean")throw new d("ARGUMENT_TYPE",`legalMoves({ s\
an }): san must be true or false, got ${b(h)}`);let c=t.output.need(ss),a=t.readString(c,n.zbw_position_legal_text(this.#e(),
h?1:0,c));return a===""?[]:a.split(" ")}legalMoveCodes(){let i=t.output.need(512),h=n.zbw_position_legal_moves(this.#e(),
i);return new Uint16Array(t.memory.buffer,i,h).slice()}toSan(i){let h=this.#e();P(i,"toSan(move): move",_t);let c=t.writeInput(
i),a=n.zbw_position_parse_move(h,t.input.ptr,c);if(a<0)throw t.error(-a,`Cannot read ${F(i)} in ${this.fen}`,{input:i,fen:this.
fen});let u=t.output.need(16);return t.readString(u,n.zbw_move_san(h,a,u))}isRepetition(){return n.zbw_position_repetitions(
this.#e())>=2}repetitions(){return n.zbw_position_repetitions(this.#e())}perft(i){let h=this.#e();return z(i,"perft(dept\
h): depth",0,20),n.zbw_position_perft(h,i)}features(){let i=t.output.need(160),h=n.zbw_position_features(this.#e(),i);return new Uint32Array(
t.memory.buffer,i,h).slice()}get freed(){return this.#t===0}free(){this.#t!==0&&(s.unregister(this),t.broken||n.zbw_position_free(
this.#t),r.release(this.#n),this.#t=0,e.count--)}[os](){this.free()}}return o.START_FEN=G,{Position:o,live:e,keySets:r}}var Ie=256,is=new TextEncoder;function xn(t,e,n){if(e.length<=Ie)return t.writeInput(e.join(""));let r=(t.input.need(n),
t.bytes()),s=t.input.ptr;for(let o=0;o<e.length;o+=Ie){let f=Math.min(o+Ie,e.length),i=e.slice(o,f).join(""),{read:h,written:c}=is.
encodeInto(i,r.subarray(s,s+i.length));(h!==i.length||c!==i.length)&&Ee(r,s,i),s+=i.length}return n}var te=781,Pe=new Uint8Array(128);for(let t of'{}()[];%$*"')Pe[t.charCodeAt(0)]=1;for(let t=48;t<=57;t++)Pe[t]=2;var fs=new Set(
["1-0","0-1","1/2-1/2"]);function as(t){let e=0;for(let n=0;n<t.length;n++){let r=t.charCodeAt(n);if(r<=32||r>=127){if(/\s/.
test(t))return!1;continue}let s=Pe[r];if(s===1)return!1;s===2&&e===n&&e++}return t.length===0?!1:e===0?!0:e===t.length?t===
"0000":t.charCodeAt(e)!==46&&!fs.has(t)}function Un(t,e=new gt(t)){let n=t.x,r=(l,m,y)=>l===void 0?y(0):e.with(pt(B(l,`${m}\
: options`,ht),m),y);function s(l,m=void 0){return P(l,"keyOfFen(fen): fen",j),m===void 0?o(0,l):r(m,"keyOfFen(fen, opti\
ons)",y=>o(y,l))}function o(l,m){let y=t.writeInput(m),w=t.output.need(8),g=n.zbw_key_of_fen(l,t.input.ptr,y,w);if(g)throw t.
fenError(g,m);return t.u64()[w>>3]}let f=new Uint16Array(256);function i(l,m=void 0){if(!Array.isArray(l))throw new d("A\
RGUMENT_TYPE",`keysOfFens(fens): fens must be an array of strings, got ${b(l)}`);let y=l.length;f.length<y&&(f=new Uint16Array(
Math.max(y,2*f.length)));let w=0;for(let g=0;g<y;g++){let _=l[g];(typeof _!="string"||_.length>j)&&P(_,`keysOfFens(fens)\
: fens[${g}]`,j),f[g]=_.length,w+=_.length}return r(m,"keysOfFens(fens, options)",g=>{xn(t,l,w);let _=t.output.need(10*y);
new Uint16Array(t.bytes().buffer,_+8*y,y).set(f.subarray(0,y));let x=n.zbw_keys_of_fens(g,t.input.ptr,_+8*y,_,y);if(x){let A=n.
zbw_last_index(),N=t.fenError(x,l[A],`Invalid FEN at index ${A}`);throw N.index=A,N}return new BigUint64Array(t.bytes().
buffer,_,y).slice()})}function h(l,m=void 0){let y=B(m,"replay(moves, options): options",["fen",...ht]),{fen:w}=y,g=pt(y,
"replay(moves, options)"),_;if(Array.isArray(l)){for(let A=0;A<l.length;A++){let N=l[A];if((typeof N!="string"||N.length>
_t)&&P(N,`replay(moves): moves[${A}]`,_t),!as(N))throw new d("ARGUMENT",`replay(moves): moves[${A}] must be one move (SA\
N, UCI or a null move; no move number, result, comment or variation), got ${b(N)}`,{index:A,input:N})}try{_=l.join(" ")}catch(A){
throw A instanceof RangeError?new d("ARGUMENT",`replay(moves): ${l.length} moves are more text than one string can hold;\
 replay them in parts (replay(moves, { fen }))`):A}}else if(typeof l=="string")_=l;else throw new d("ARGUMENT_TYPE",`rep\
lay(moves): moves must be an array of strings or PGN movetext, got ${b(l)}`);w!==void 0&&P(w,"replay(moves, { fen }): fe\
n",j);let x=w??G;return e.with(g,A=>c(A,_,x))}function c(l,m,y){let w=t.scratch(l),g=t.writeInput(y),_=n.zbw_position_set_fen(
w,t.input.ptr,g);if(_)throw t.fenError(_,y);let x=t.writeInput(m),A=(x>>1)+2,N=t.output.need(8*A),R=n.zbw_replay(l,t.input.
ptr,x,N,A);if(R){let M=n.zbw_last_plies()+1,O=t.output.need(128),E=t.readString(O,n.zbw_position_fen(w,O)),T=n.zbw_last_offset(),
k=m.slice(T,T+n.zbw_last_length());throw t.error(R,`Cannot play ${F(k)} at ply ${M} in ${E}`,{input:k,ply:M,fen:E,offset:T})}
return new BigUint64Array(t.memory.buffer,N,n.zbw_last_plies()+1).slice()}function a(l,m=void 0){return P(l,"featuresOfF\
en(fen): fen",j),r(m,"featuresOfFen(fen, options)",y=>{let w=t.scratch(y),g=t.writeInput(l),_=n.zbw_position_set_fen(w,t.
input.ptr,g);if(_)throw t.fenError(_,l);let x=t.output.need(160),A=n.zbw_position_features(w,x);return new Uint32Array(t.
memory.buffer,x,A).slice()})}function u(){return new BigUint64Array(t.memory.buffer,n.zbw_polyglot_table(),te).slice()}function p(l){
let m=t.output.need(8*te);return n.zbw_keys_fill($(l),m,te),new BigUint64Array(t.memory.buffer,m,te).slice()}return{keyOfFen:s,
keysOfFens:i,replay:h,featuresOfFen:a,polyglotTable:u,seededTable:p}}var us=[[1,2],[2,1],[2,-1],[1,-2],[-1,-2],[-2,-1],[-2,1],[-1,2]],cs=[[1,0],[1,1],[0,1],[-1,1],[-1,0],[-1,-1],[0,-1],[1,-1]],
ls=[[1,0],[-1,0],[0,1],[0,-1]],hs=[[1,1],[1,-1],[-1,1],[-1,-1]];function ee(t,e,n,r,s){let o=(e&7)+n,f=(e>>3)+r;return o>=
0&&o<8&&f>=0&&f<8&&t[8*f+o]===s}function Nn(t,e,n,r,s){for(let[o,f]of n)for(let i=(e&7)+o,h=(e>>3)+f;i>=0&&i<8&&h>=0&&h<
8;i+=o,h+=f){let c=t[8*h+i];if(c!==-1){if(c===r||c===s)return!0;break}}return!1}function ps(t,e,n){let r=n?1:0,s=f=>2*f+
r,o=n?-1:1;if(ee(t,e,-1,o,s(0))||ee(t,e,1,o,s(0)))return!0;for(let[f,i]of us)if(ee(t,e,f,i,s(1)))return!0;for(let[f,i]of cs)
if(ee(t,e,f,i,s(5)))return!0;return Nn(t,e,ls,s(3),s(4))||Nn(t,e,hs,s(2),s(4))}function ne(t,e,n){let r=n?1:0,s=n?11:10,
o=n?e-8:e+8,f=o&7,i=t.indexOf(s);for(let h of[f>0?o-1:-1,f<7?o+1:-1]){if(h===-1||t[h]!==r)continue;if(i===-1)return!0;let c=t[o],
a=t[e];t[h]=-1,t[o]=-1,t[e]=r;let u=!ps(t,i,!n);if(t[h]=r,t[o]=c,t[e]=a,u)return!0}return!1}var ds=768,ys=772,ms=780,bs="pnbrqk",Mn=1,On=0,Rn=7,zn=6,Bn=11,In=10,ws=[[4,7,Bn,Rn],[4,0,Bn,Rn],[60,63,In,zn],[60,56,In,
zn]];function ot(t,e,n){return new d("ARGUMENT_TYPE",`${t}: chess must be a chess.js 1.x Chess instance (with board(), t\
urn(), getCastlingRights() and fen()), got ${e}`,{input:n})}function gs(t,e=void 0){let{layout:n}=B(e,"featuresOfChessJs\
(chess, options): options",["layout"]);return Ce(t,v(n??"polyglot"),"featuresOfChessJs(chess)").features}function Ce(t,e,n){
if(t===null||typeof t!="object"||typeof t.board!="function"||typeof t.turn!="function"||typeof t.getCastlingRights!="fun\
ction"||typeof t.fen!="function")throw ot(n,b(t),t);let r=t.board();if(!Array.isArray(r)||r.length!==8)throw ot(n,`a boa\
rd() of ${b(r)}`,t);let s=new Int8Array(64).fill(-1),o=[];for(let p=0;p<8;p++){let l=r[p];if(!Array.isArray(l)||l.length!==
8)throw ot(n,`a board() row of ${b(l)}`,t);for(let m=0;m<8;m++){let y=l[m];if(y==null)continue;let w=typeof y?.type=="st\
ring"&&y.type.length===1?bs.indexOf(y.type):-1;if(w<0||y.color!=="w"&&y.color!=="b")throw ot(n,`a board() square holding\
 ${b(y?.type)} of color ${b(y?.color)}`,t);let g=8*(7-p)+m,_=2*w+(y.color==="w"?1:0);s[g]=_,o.push(64*_+g)}}let f=t.turn();
if(f!=="w"&&f!=="b")throw ot(n,`a turn() of ${b(f)}`,t);let i=f==="w";for(let[p,l]of[["w",0],["b",2]]){let m=t.getCastlingRights(
p);if(m===null||typeof m!="object")throw ot(n,`a getCastlingRights() of ${b(m)}`,t);[m.k,m.q].forEach((y,w)=>{let[g,_,x,
A]=ws[l+w];y===!0&&s[g]===x&&s[_]===A&&o.push(ds+l+w)})}let h=t.fen({forceEnpassantSquare:!0}),c=typeof h=="string"?h.split(
/\s+/):[],a=c[3];if(a===void 0)throw ot(n,`a fen() of ${b(h)}`,t);if(a==="-"&&e.ep==="literal"&&(a=_s(t)??"-"),a!=="-"){
let p=a.charCodeAt(0)-97,l=a.charCodeAt(1)-49;if(a.length!==2||p<0||p>7||l!==(i?5:2))throw ot(n,`a fen() with the ep squ\
are ${b(a)}`,t);let m=8*l+p,y=i?m-8:m+8,w=i?Mn:On,g=i?On:Mn,_=p>0&&s[y-1]===w||p<7&&s[y+1]===w;s[m]===-1&&s[y]===g&&(e.ep===
"literal"||_&&(e.ep==="pseudo"||ne(s,m,i)))&&o.push(ys+p)}i&&o.push(ms);let u=/^\d+$/.test(c[4]??"")?Math.min(Number(c[4]),
65535):0;return{features:Uint32Array.from(o),halfmove:u}}function _s(t){if(typeof t.history!="function")return;let e=t.history(
{verbose:!0}),n=Array.isArray(e)?e.at(-1):void 0;if(!(!n||typeof n.flags!="string"||!n.flags.includes("b")||typeof n.to!=
"string"))return n.to[0]+(n.to[1]==="4"?"3":"6")}var zt=781,Rt=768,q=772,it=780,ft=zt,se=zt+16,Es=se+1,Et=2,re="pPnNbBrRqQkK",Pn="pnbrqk",at=new Uint8Array(64).fill(15);
at[4]=12;at[7]=14;at[0]=13;at[60]=3;at[63]=11;at[56]=7;function Ke(t,e){if(typeof t=="string"&&t.length===2){let n=t.charCodeAt(
0)-97,r=t.charCodeAt(1)-49;if(((n|r)&-8)===0)return 8*r+n}else if(typeof t=="number"&&Number.isInteger(t)&&t>=0&&t<64)return t;
throw new d("ARGUMENT",`${e} must be a square like "e4" or an index 0-63, got ${b(t)}`,{input:t})}function W(t){return String.
fromCharCode(97+(t&7),49+(t>>3))}function L(t,e){return new d("MOVE_MISMATCH",`applyMove({ from: ${b(t.from)}, to: ${b(t.
to)} }): ${e}`,{input:t})}var As=t=>H(t,zt);function Ts(t){let e=t.trim().split(/\s+/)[4];return e!==void 0&&/^\d+$/.test(
e)?Number(e):0}var tt=class{static name="Scheme";#t;constructor(e,n=void 0){let{parseFen:r}=B(n,"new Scheme(layout, opti\
ons): options",["parseFen"]);if(r!==void 0&&typeof r!="function")throw new d("ARGUMENT_TYPE",`new Scheme(layout, { parse\
Fen }): parseFen must be a function, got ${b(r)}`);if(e===void 0)throw new d("ARGUMENT_TYPE","new Scheme(layout): give a\
 layout (a Layout, 'polyglot', 'stockfish', ...) or a 781-key table");let s=e instanceof BigUint64Array||Array.isArray(e)?
v({table:As(e)}):v(e);this.#t=s,this.castlingSets=s.castlingKeys===16,this.turnWhite=s.turn==="white",this.epLiteral=s.ep===
"literal",this.epLegal=s.ep==="legal",this.buckets=s.halfmoveBuckets;let o=new BigUint64Array(Es),f=wt(s);o.set(f.table),
o.set(f.castling,ft),this.prepare(o),this.turnWhite||this.negateKeyAt(it),this.parseFen=r,this.board=new Int8Array(64),this.
setFeatures([])}get layout(){return this.#t}get halfmoveClock(){return this.buckets?this.halfmove:this.clockAfter(this.plies)}clockAfter(e){
let n=this.history;for(let r=e;r>0;r--){let s=n[(r-1)*Et];if((s>>>12&15)>>1===0||(s>>>20&15)!==0)return e-r}return this.
halfmove+e}setFeatures(e,n=0){let r=e!==null&&typeof e=="object"&&typeof e.length=="number";if(!r&&(e===null||typeof e?.[Symbol.
iterator]!="function"||typeof e=="string"))throw new d("ARGUMENT_TYPE",`setFeatures(features): features must be an array\
 of feature indices, got ${b(e)}`);if(!Number.isInteger(n)||n<0||n>65535)throw new d("ARGUMENT",`setFeatures(features, h\
alfmove): halfmove must be an integer from 0 to 65535, got ${b(n)}`);let s=r?e:Array.from(e),o=this.seen??=new Uint32Array(
Oe);(this.stamp===void 0||this.stamp===4294967295)&&(o.fill(0),this.stamp=0);let f=++this.stamp;for(let i=0;i<s.length;i++){
let h=s[i];if(!Number.isInteger(h)||h<0||h>=zt)throw new d("ARGUMENT",`a feature must be an integer from 0 to 780, got ${b(
h)}`);let c=Re(h);if(o[c]===f)throw ze(h);o[c]=f}this.board.fill(-1),this.clearHistory(),this.castling=0,this.ep=-1,this.
white=!1,this.halfmove=n,this.bucket=-1,this.resetKey();for(let i=0;i<s.length;i++){let h=s[i];h<Rt?(this.board[h&63]=h>>
6,this.insertKey(h)):h<q?(this.castling|=1<<h-Rt,this.castlingSets||this.insertKey(h)):h<it?(this.ep=h,this.insertKey(h)):
(this.white=!0,this.insertKey(h))}return this.castlingSets&&this.insertKey(ft+this.castling),this.turnWhite||this.removeKey(
it),this.keyBucket(n),this}keyBucket(e){let n=this.buckets&&e>=14?Math.floor((e-14)/8):-1;n!==this.bucket&&(this.bucket!==
-1&&this.removeKey(se),n!==-1&&(this.setKeyAt(se,qt(this.#t,e)),this.insertKey(se)),this.bucket=n)}countMove(e){this.history[(this.
plies-1)*Et+1]|=this.halfmove<<7,this.halfmove=e?0:this.halfmove+1,this.keyBucket(this.halfmove)}clearHistory(){this.history??=
new Int32Array(Et*64),!this.buckets&&this.plies>0&&(this.halfmove=this.clockAfter(this.plies)),this.plies=0}undo(){if(this.
plies===0)throw new d("NOTHING_TO_UNDO","undo(): no move applied since the position was set");let e=this.history,n=--this.
plies*Et,r=e[n],s=(e[n+1]&127)-1,o=e[n+1]>>>7,f=r&63,i=r>>>6&63,h=r>>>12&15,c=r>>>16&15,a=(r>>>20&15)-1,u=r>>>24&15,p=r>>>
28,l=this.board;this.ep!==-1&&this.removeKey(this.ep),this.white?this.removeKey(it):this.insertKey(it),this.white=(h&1)===
1;let m=u&~this.castling;if(m)if(this.castlingSets)this.removeKey(ft+this.castling),this.insertKey(ft+u);else for(let y=0;y<
4;y++)m&1<<y&&this.insertKey(Rt+y);if(this.castling=u,h>>1===5&&(i-f===2||f-i===2)){let y=i>f?f+3:f-4,w=i>f?f+1:f-1,g=l[w];
this.removeKey(64*g+w),this.insertKey(64*g+y),l[w]=-1,l[y]=g}return this.removeKey(64*c+i),l[i]=-1,this.insertKey(64*h+f),
l[f]=h,a!==-1&&(this.insertKey(64*a+s),l[s]=a),this.ep=p===0?-1:q+p-1,p!==0&&this.insertKey(this.ep),this.buckets&&(this.
halfmove=o,this.keyBucket(o)),this}setFen(e){if(!this.parseFen)throw new d("ARGUMENT","setFen needs a parseFen option: c\
reate the scheme with createScheme(), or without WebAssembly use setFromChessJs(new Chess(fen))");let n=this.parseFen(e,
{layout:this.#t});return this.setFeatures(n,Ts(e))}setFromChessJs(e){let{features:n,halfmove:r}=Ce(e,this.#t,"setFromChe\
ssJs(chess)");return this.setFeatures(n,r)}togglePiece(e,n){let r=typeof e=="string"&&e.length===1?re.indexOf(e):e;if(!Number.
isInteger(r)||r<0||r>11)throw new d("ARGUMENT",`a piece must be a FEN letter (PNBRQKpnbrqk) or a kind 0-11, got ${b(e)}`);
let s=Ke(n,"square"),o=this.board[s];if(o!==-1&&o!==r)throw new d("ARGUMENT",`${W(s)} holds ${re[o]}, not ${re[r]}`);return this.
board[s]=o===r?-1:r,this.flip(64*r+s,o!==r),this}toggleCastling(e){let n=typeof e=="string"?"KQkq".indexOf(e):e;if(!Number.
isInteger(n)||n<0||n>3||typeof e=="string"&&e.length!==1)throw new d("ARGUMENT",`a castling right must be K, Q, k, q or \
0-3, got ${b(e)}`);let r=this.castling;return this.castling^=1<<n,this.castlingSets?(this.clearHistory(),this.removeKey(
ft+r),this.insertKey(ft+this.castling)):this.flip(Rt+n,(this.castling&1<<n)!==0),this}toggleEpFile(e){let n=typeof e=="s\
tring"&&e.length===1?e.charCodeAt(0)-97:e;if(!Number.isInteger(n)||n<0||n>7)throw new d("ARGUMENT",`an ep file must be a\
-h or 0-7, got ${b(e)}`);if(this.ep!==-1&&this.ep!==q+n)throw new d("ARGUMENT",`the ep file ${"abcdefgh"[this.ep-q]} is \
hashed already`);return this.ep=this.ep===-1?q+n:-1,this.flip(q+n,this.ep!==-1),this}toggleSide(){return this.white=!this.
white,this.flip(it,this.white),this}flip(e,n){this.clearHistory(),n?this.insertKey(e):this.removeKey(e)}add(e){this.insertKey(
e)}remove(e){this.removeKey(e)}applyMove(e){if(e===null||typeof e!="object")throw new d("ARGUMENT_TYPE",`applyMove(move)\
: move must be an object like chess.js's, got ${b(e)}`);let n=Ke(e.from,"move.from"),r=Ke(e.to,"move.to"),s=this.board,o=s[n],
f=(o&1)===1;if(o===-1)throw L(e,`no piece on ${W(n)}`);if(f!==this.white)throw L(e,`the piece on ${W(n)} is not the side\
 to move's`);let i=e.piece,h=e.color;if(i!==void 0&&i!==Pn[o>>1])throw L(e,`${W(n)} holds ${re[o]}`);if(h!==void 0&&h!==
(f?"w":"b"))throw L(e,`it is ${f?"white":"black"}'s piece`);let c=o>>1,a=(r&7)-(n&7),u=this.ep,p=s[r]===-1?-1:r;if(c===0){
let M=f?r-n:n-r;if(!(a===0?p===-1&&(M===8||M===16&&n>>3===(f?1:6)&&s[n+r>>1]===-1):(a===1||a===-1)&&M===8+(f?a:-a)))throw L(
e,`a pawn cannot go from ${W(n)} to ${W(r)}`);if(a!==0&&p===-1){if(u!==q+(r&7))throw L(e,`no en passant capture on ${W(r)}`);
p=f?r-8:r+8}}let l=p===-1?-1:s[p];if(l!==-1&&(((l^o)&1)===0||l>>1===5))throw L(e,`cannot capture on ${W(r)}`);if(p!==-1&&
l===-1)throw L(e,`nothing to capture on ${W(r)}`);let m=e.captured;if(m!==void 0&&(l===-1||m!==Pn[l>>1]))throw L(e,`the \
move says it captures ${m}`);let y=o,w=e.promotion;if(w!=null){let M=typeof w=="string"&&w.length===1?"nbrq".indexOf(w):
-1;if(c!==0||M<0||r>>3!==(f?7:0))throw L(e,`bad promotion ${b(w)}`);y=2*(M+1)+(o&1)}else if(c===0&&r>>3===(f?7:0))throw L(
e,"a pawn reaching the last rank needs move.promotion");let g=this.castling,_=c===5&&(a===2||a===-2);if(_){let M=a>0?n+3:
n-4,O=(f?0:2)+(a>0?0:1);if(!(g&1<<O))throw L(e,`no ${"KQkq"[O]} castling right`);if(s[M]!==(f?7:6))throw L(e,`no rook on\
 ${W(M)} to castle with`);for(let E=Math.min(n,M)+1;E<Math.max(n,M);E++)if(s[E]!==-1)throw L(e,`${W(E)} is in the way of\
 castling`)}let x=this.history,A=this.plies*Et;if(A+Et>x.length){let M=new Int32Array(x.length*2);M.set(x),this.history=
x=M}if(x[A]=n|r<<6|o<<12|y<<16|l+1<<20|g<<24|(u===-1?0:u-q+1)<<28,x[A+1]=p+1,this.plies++,u!==-1&&this.removeKey(u),l!==
-1&&(this.removeKey(64*l+p),s[p]=-1),this.removeKey(64*o+n),s[n]=-1,this.insertKey(64*y+r),s[r]=y,_){let M=a>0?n+3:n-4,O=a>
0?n+1:n-1,E=s[M];this.removeKey(64*E+M),this.insertKey(64*E+O),s[M]=-1,s[O]=E}let N=g&~(at[n]&at[r]);if(N){let M=g&~N;if(this.
castlingSets)this.removeKey(ft+g),this.insertKey(ft+M);else for(let O=0;O<4;O++)N&1<<O&&this.removeKey(Rt+O);this.castling=
M}f?this.removeKey(it):this.insertKey(it),this.white=!f;let R=-1;if(c===0&&(r-n===16||n-r===16)){let M=f?0:1,O=r&7;(this.
epLiteral||(O>0&&s[r-1]===M||O<7&&s[r+1]===M)&&(!this.epLegal||ne(s,n+r>>1,!f)))&&(R=q+O,this.insertKey(R))}return this.
ep=R,this.buckets&&this.countMove(c===0||l!==-1),this}};var At=class extends Gt(tt){static name="BigInt64"},Tt=class extends Ht(tt){static name="Paired32"},kt=class extends vt(
tt){static name="Additive48"};function oe(t){return Object.freeze([{id:"xor32",bits:32,label:"32-bit XOR (low half of the key)"},{id:"xor48",bits:48,label:"\
48-bit XOR (high 48 bits)"},{id:"add48",bits:48,label:"48-bit additive (Additive48)"},{id:"xor64",bits:64,label:`64-bit \
XOR (${t})`}].map(Object.freeze))}var ie=Object.freeze([1,20,400,5362,72078,822518,9417681,96400068]),fe=oe("Polyglot key"),Cn=t=>t.split(" ").slice(0,4).
join(" "),ks=Cn(G);function Fe(t){let e=t.x;function n(r,s=void 0){let{fen:o,onProgress:f,budget:i=2e4,keys:h=!1}=B(s,"c\
ensus(maxPly, options): options",["fen","onProgress","budget","keys"]);if(z(r,"census(maxPly): maxPly",1,7),z(i,"census(\
maxPly, { budget }): budget",1,1<<30),o!==void 0&&P(o,"census(maxPly, { fen }): fen",j),typeof h!="boolean")throw new d(
"ARGUMENT_TYPE",`census(maxPly, { keys }): keys must be a boolean, got ${b(h)}`);if(f!==void 0&&typeof f!="function")throw new d(
"ARGUMENT_TYPE",`census(maxPly, { onProgress }): onProgress must be a function, got ${b(f)}`);let c=o??G,a=t.scratch(),u=t.
writeInput(c),p=e.zbw_position_set_fen(a,t.input.ptr,u);if(p)throw t.fenError(p,c);let l=t.output.need(Be),m=Cn(t.readString(
l,e.zbw_position_fen(a,l)))===ks;if(r===7&&m)throw new d("ARGUMENT",`census(7): the ${ie[7].toLocaleString("en")} positi\
ons at ply 7 from the start need about 5 GB, more than WebAssembly's 2 GiB: run the native census (make collisions PLY=7\
, or build/zobrist census 7 in the repository)`);let y=e.zbw_census_new(a);if(!y)throw new d("NO_MEMORY","cannot allocat\
e a census");let w=A=>12**A,g=Array.from({length:r},(A,N)=>w(N+1)).reduce((A,N)=>A+N,0),_=0,x=[];try{for(let A=1;A<=r;A++){
for(;;){let R=e.zbw_census_step(y,i);if(R<0)throw new d("NO_MEMORY",`out of WebAssembly memory (2 GiB at most) at ply ${A}\
 of the census: stop at an earlier ply, or run the native census`);if(f&&f((_+w(A)*(R?1:e.zbw_census_progress(y)))/g,A),
R)break}_+=w(A);let N=e.zbw_census_positions(y);x.push({ply:A,positions:N,known:m?ie[A]:void 0,hashes:fe.map((R,M)=>({...R,
pairs:e.zbw_census_pairs(y,M),expected:N*(N-1)/2**(R.bits+1)}))})}if(h){let A=t.output.need(8*x.at(-1).positions);x.at(-1).
keys=Object.fromEntries(fe.map((N,R)=>{let M=e.zbw_census_hashes(y,R,A);return[N.id,new BigUint64Array(t.memory.buffer,A,
M).slice()]}))}}finally{e.zbw_census_free(y)}return x}return{census:n}}var Le={bigint64:At,paired32:Tt,additive48:kt};function Kn(t,e){let{Position:n,keySets:r}=Sn(t,e),s=Un(t,r);function o(f,i=void 0){
let h=B(i,"createScheme(name, options): options",ht);if(typeof f!="string")throw new d("ARGUMENT_TYPE",`createScheme(nam\
e): name must be a string, got ${b(f)}`);let c=f.toLowerCase(),a=Object.prototype.hasOwnProperty.call(Le,c)?Le[c]:void 0;
if(!a)throw new d("ARGUMENT",`createScheme(name): name must be one of ${Object.keys(Le).join(", ")}, got ${b(f)}`);return new a(
pt(h,"createScheme(name, options)"),{parseFen:s.featuresOfFen})}return{Position:n,ChessPosition:n,...s,createScheme:o,START_FEN:G}}function Fn(t,e){return()=>({livePositions:e.count,memoryBytes:t.memory.buffer.byteLength})}var Ln=4096,$n=8,Ss=1e6,xs=["OK","ARGUMENT","NO_MEMORY","CANCELLED"];function Gn(t){let e=t.x;function n(i,h){if(H(i),i.
length>Ln)throw new d("ARGUMENT",`${h}: at most ${Ln} keys, got ${i.length}`);let c=e.zbw_alloc(8*i.length);if(!c)throw new d(
"NO_MEMORY",`${h}: cannot allocate ${8*i.length} bytes of WebAssembly memory`);let a=new BigUint64Array(t.memory.buffer,
c,i.length);return i instanceof BigUint64Array?a.set(i):i.forEach((u,p)=>{a[p]=u}),c}function r(i,h,c){if(z(i,`${c}: bit\
s`,1,64),typeof h!="boolean")throw new d("ARGUMENT_TYPE",`${c}: high must be true or false, got ${b(h)}`,{input:h})}function s(i,h=64,c=!1){
let a="auditRank(keys, bits, high)";r(h,c,a);let u=n(i,a);try{return e.zbw_audit_rank(u,i.length,h,c?1:0)}finally{e.zbw_free(
u)}}function o(i,h=void 0){let c="audit(keys, options)",{bits:a=64,high:u=!1,maxSize:p=6,limit:l=1e3,onProgress:m}=B(h,`${c}\
: options`,["bits","high","maxSize","limit","onProgress"]);if(r(a,u,c),z(p,`${c}: maxSize`,1,$n),z(l,`${c}: limit`,1,Ss),
m!==void 0&&typeof m!="function")throw new d("ARGUMENT_TYPE",`${c}: onProgress must be a function, got ${b(m)}`,{input:m});
let y=n(i,c),w=0,g=0,_=null,x=A=>{g=A;try{return m(A)===!0?1:0}catch(N){return _=N,1}};try{new Uint32Array(t.memory.buffer,
e.zbw_audit_options(),6).set([a,u?1:0,p,l,m?1:0,0]),w=sn(x,()=>e.zbw_audit_run(y,i.length))}finally{e.zbw_free(y)}if(!w){
if(_)throw _;let A=xs[e.zbw_audit_error()]??"ARGUMENT";throw new d(A,`${c}: ${A==="CANCELLED"?"cancelled by onProgress":
A==="NO_MEMORY"?"out of WebAssembly memory (try a smaller maxSize or limit, or more bits)":"the audit refused its argume\
nts"} (${A})`)}try{return m&&g<1&&m(1),f(w,a,u,p)}finally{e.zbw_audit_free(w)}}function f(i,h,c,a){let u=t.output.need(24),
p=[];for(let g=1;g<=a;g++){e.zbw_audit_size(i,g,u);let[_,x,A]=new Float64Array(t.memory.buffer,u,3);p.push({size:g,found:_,
moreThanLimit:x===1,expected:A})}let l=e.zbw_audit_dependency_count(i),m=$n+1,y=l?e.zbw_alloc(4*m*l):0;if(l&&!y)throw new d(
"NO_MEMORY",`audit(keys, options): cannot allocate room for ${l} dependencies`);let w=[];try{l&&e.zbw_audit_dependencies(
i,y);let g=new Uint32Array(t.memory.buffer,y,m*l);for(let _=0;_<l;_++){let x=_*m;w.push(Array.from(g.subarray(x+1,x+1+g[x])))}}finally{
y&&e.zbw_free(y)}return{rank:e.zbw_audit_table_rank(i),bits:h,high:c,sizes:p,dependencies:w}}return{audit:o,auditRank:s}}function Y(t,e,n){let r=new FinalizationRegistry(s=>{t.broken||e(s),n.count--});return{adopt(s,o){n.count++,r.register(s,
o,s)},release(s,o){r.unregister(s),t.broken||e(o),n.count--}}}var ut=Symbol.dispose??Symbol.for("Symbol.dispose");var Hn=65536,ae=65536,De=new TextEncoder,Qn=new TextDecoder,vn=0,$e=1,Ge=2,Yn=3,Us=4,Ns=5,Ms=6,Os=7,Rs=8,He=9,Dn=10,Wn=11,
jn=12,Xn=13,zs=14,ve=15,Zn=16,Bs=17,Is=18,Ps=20,Cs="abcdefgh",Jn=Array.from({length:64},(t,e)=>Cs[e&7]+String((e>>3)+1)),
Ks="nbrq";function Ye(t){if(t===0)return"0000";let e=Jn[t&63]+Jn[t>>6&63];return(t>>12&3)===1?e+Ks[t>>14&3]:e}var Fs=Object.
freeze({moves:!0,tags:!0}),Vn=new WeakMap;function ue(t,e){let n=Vn.get(t);return n||(n=Ls(t,e),Vn.set(t,n)),n}function Ls(t,e){
let n=t.x,r=Y(t,n.zbw_pgn_free,e),s=E=>{let T=new Map;return k=>{let U=T.get(k);if(U===void 0){let S=E(k);U=S?t.cString(
S):null,T.set(k,U)}return U}},o=s(n.zbw_pgn_error_name),f=s(n.zbw_pgn_error_message),i=s(n.zbw_error_name),h=s(n.zbw_error_message),
c=s(n.zbw_pgn_warning_name),a=[];for(let E=0,T;E<31&&(T=c(1<<E))!==null;E++)a.push(T);function u(E,T){if(T.length===0)return[];
let k=De.encode(E),U=k.length+2&-2,S=t.input.need(U+2*T.length),I=t.bytes();I.set(k,S),I[S+k.length]=0,new Uint16Array(t.
memory.buffer,S+U,T.length).set(T);let K=t.output.need(8*T.length),C=n.zbw_pgn_san(S,S+U,T.length,K);if(C<0)throw new d(
"NO_MEMORY","cannot replay the game for its SAN");return t.readString(K,C).split(" ")}class p{static name="PgnGame";#t=null;#n=null;get uci(){
return this.#t===null&&(this.#t=Array.from(this.moves,Ye)),this.#t}get san(){return this.#n===null&&(this.#n=u(this.fen,
this.moves)),this.#n}toJSON(){return{...this,keys:Array.from(this.keys,T=>T.toString(16).padStart(16,"0")),moves:Array.from(
this.moves),uci:this.uci,san:this.san,variations:this.variations?.map(T=>({...T,keyBefore:T.keyBefore.toString(16).padStart(
16,"0"),key:T.key.toString(16).padStart(16,"0")}))}}}function l(E,T,k,U,S,I){let K=We(E,T);K+=`, line ${k[jn]} column ${k[Xn]}`,
k[ve]&&(K+=`, ply ${k[ve]}${k[Zn]?" in a variation":""}`),K+=`: ${o(U)}`,S&&(K+=` "${S}"`),K+=`: ${f(U)}`;let C=k[Wn];return C&&
(K+=` (${i(C)}: ${h(C)})`),I&&(K+=` in position ${I}`),K}let m=new ArrayBuffer(ae),y=0;function w(E,T,k){let U=k*E.BYTES_PER_ELEMENT;
if(U>ae>>2)return new E(t.memory.buffer,T,k).slice();y+U>ae&&(m=new ArrayBuffer(ae),y=0);let S=new E(m,y,k);return S.set(
new E(t.memory.buffer,T,k)),y+=U+7&-8,S}function g(E){let T=E[Ms],k=E[Os];if(k===0)return null;let U=Qn.decode(t.bytes().
subarray(T,T+k)).split("\0"),S=E[Rs],I={},K=new Array(S);for(let C=0;C<S;C++){let Q=U[2*C],Ut=U[2*C+1];K[C]=[Q,Ut],Object.
prototype.hasOwnProperty.call(I,Q)||(Q==="__proto__"?Object.defineProperty(I,Q,{value:Ut,enumerable:!0,writable:!0,configurable:!0}):
I[Q]=Ut)}return{tags:I,tagList:K,result:U[2*S],fen:U[2*S+1],errorText:U[2*S+2],errorFen:U[2*S+3]}}function _(E){let T=[];
if(E)for(let k=0;k<a.length;k++)E&1<<k&&T.push(a[k]);return T}function x(E,T,k){let U=E[Dn];if(U===0)return null;let{tagList:S,
errorText:I,errorFen:K}=k,C=E[Wn],Q=o(U),Ut=Q==="ILLEGAL_MOVE"||Q==="NULL_MOVE_IN_CHECK";return{code:`PGN_${Q}`,message:l(
T,S,E,U,I,K),line:E[jn],column:E[Xn],offset:E[zs],ply:E[ve],depth:E[Zn],move:Ut?I:null,text:I,fen:K||null,chessCode:C?i(
C):null}}function A(E){let T=E[Bs],k=E[Is],U=new Array(T);if(T){let S=new BigUint64Array(t.memory.buffer,k,3*T),I=new Uint16Array(
t.memory.buffer,k,12*T),K=new Uint32Array(t.memory.buffer,k,6*T);for(let C=0;C<T;C++)U[C]={depth:I[12*C+9],ply:K[6*C+5],
uci:Ye(I[12*C+8]),keyBefore:S[3*C],key:S[3*C+1]}}return U}let N=E=>E[Yn]?w(BigUint64Array,E[Ns],E[Yn]):new BigUint64Array(
0);function R(E,T){let k=g(E),U=E[Ge],S=new p;return S.number=E[vn],S.line=E[$e],S.tags=k.tags,S.tagList=k.tagList,S.result=
k.result,S.fen=k.fen,S.plies=U,S.moves=U?w(Uint16Array,E[Us],U):new Uint16Array(0),S.keys=N(E),S.warnings=_(E[He]),S.error=
x(E,S.number,k),T&&(S.variations=A(E)),S}function M(E,T,k){let U=E[vn],S=E[Dn]||k?g(E):null,I=k?{number:U,line:E[$e],tags:S.
tags,tagList:S.tagList,result:S.result,fen:S.fen,plies:E[Ge],keys:N(E),warnings:_(E[He]),error:null}:{number:U,line:E[$e],
plies:E[Ge],keys:N(E),warnings:_(E[He]),error:null};return S&&(I.error=x(E,U,S)),T&&(I.variations=A(E)),I}class O{#t;#n=null;constructor(T,k=Fs,U=!1){
let S=n.zbw_pgn_new(T?1:0,U?1:0);if(!S)throw new d("NO_MEMORY","cannot allocate a PGN reader");this.#t=S,this.variations=
T,this.fields=k,this.pushed=0,this.carry="",r.adopt(this,S)}get ptr(){if(this.#t===0)throw new d("PGN_READER_FREED","thi\
s PGN reader was freed");return this.#t}push(T,k){let U;if(typeof T=="string"){U=Math.min(T.length,k+(Hn>>1));let S=U-k===
T.length?T:T.slice(k,U);this.carry&&(S=this.carry+S);let I=S.charCodeAt(S.length-1);this.carry=I>=55296&&I<56320?S.slice(
-1):"",this.#e(this.carry?S.slice(0,-1):S)}else{this.#s(),U=Math.min(T.length,k+Hn);let S=U-k,I=t.input.need(S);t.bytes().
set(k===0&&U===T.length?T:T.subarray(k,U),I),this.#r(I,S)}return U}#e(T){let k=t.input.need(3*T.length);this.#r(k,De.encodeInto(
T,t.bytes().subarray(k,k+3*T.length)).written)}#r(T,k){if(n.zbw_pgn_push(this.ptr,T,k)<0)throw new d("NO_MEMORY","cannot\
 grow the PGN reader's buffer");this.pushed+=k}#s(){this.carry&&(this.#e(this.carry),this.carry="")}finish(){this.#s(),n.
zbw_pgn_finish(this.ptr)}#o(T){return(this.#n===null||this.#n.buffer!==t.memory.buffer)&&(this.#n=new Float64Array(t.memory.
buffer,n.zbw_pgn_header(T),Ps)),this.#n}next(){let T=this.ptr,{moves:k,tags:U}=this.fields,S=n.zbw_pgn_next(T,U?1:0);if(S===
0)return null;if(S<0)throw new d("NO_MEMORY","cannot describe a PGN game");let I=this.#o(T);return k?R(I,this.variations):
M(I,this.variations,U)}describeCurrent(){let T=this.ptr;if(n.zbw_pgn_describe(T)<0)throw new d("NO_MEMORY","cannot descr\
ibe a PGN game");return R(this.#o(T),!1)}get freed(){return this.#t===0}free(){this.#t!==0&&(r.release(this,this.#t),this.#t=
0)}}return{Reader:O,PgnGame:p,uciOf:Ye}}function We(t,e){let n=`game ${t}`,r=!0;for(let s of["White","Black","Event"]){let o=e.
find(f=>f[0]===s);o&&(n+=`${r?" (":" "}${s} "${$s(o[1])}"`,r=!1)}return r?n:`${n})`}function $s(t){if(t.length<=26)return t;
let e=De.encode(t);if(e.length<=80)return t;let n=80;for(;n>0&&(e[n]&192)===128;)n--;return Qn.decode(e.subarray(0,n))}var qn=t=>typeof Blob<"u"&&t instanceof Blob,tr=t=>t!==null&&typeof t=="object"&&typeof t.getReader=="function";function Bt(t,e){
if(typeof t=="string")return"text";if(t instanceof ArrayBuffer||ArrayBuffer.isView(t))return"bytes";if(qn(t)||tr(t)||t!==
null&&typeof t=="object"&&(Symbol.asyncIterator in t||Symbol.iterator in t))return"chunks";throw new d("ARGUMENT_TYPE",`${e}\
 must be a string, a Uint8Array, an ArrayBuffer, a Blob, a ReadableStream or an (async) iterable of Uint8Array or string\
 chunks, got ${b(t)}`,{input:t})}function ce(t){if(t instanceof Uint8Array)return t;try{return t instanceof ArrayBuffer?
new Uint8Array(t):new Uint8Array(t.buffer,t.byteOffset,t.byteLength)}catch(e){throw e instanceof TypeError?new d("ARGUME\
NT","the bytes' ArrayBuffer is detached (transferred, to a worker or by structuredClone): pass bytes still held here",{input:t}):
e}}function er(t,e){if(typeof t=="string")return t;if(t instanceof ArrayBuffer||ArrayBuffer.isView(t))return ce(t);throw new d(
"ARGUMENT_TYPE",`${e}: a chunk must be a Uint8Array or a string, got ${b(t)}`,{input:t})}async function*le(t,e){let n=Bt(
t,e);if(n!=="chunks"){yield n==="text"?t:ce(t);return}if(qn(t)&&(t=t.stream()),tr(t)){yield*Hs(t,e);return}for await(let r of t)
yield er(r,e)}var Gs=1<<20;async function*Hs(t,e){if(t.locked)throw new d("ARGUMENT",`${e}: the ReadableStream is locked\
 (another reader holds it): release its reader, or pass a stream nothing reads yet`,{input:t});let n,r=null;try{n=t.getReader(
{mode:"byob"}),r=new ArrayBuffer(Gs)}catch{n=t.getReader()}let s=!1;try{for(;;){let o=await(r?n.read(new Uint8Array(r)):
n.read());if(o.done){s=!0;return}r&&(r=o.value.buffer),yield er(o.value,e)}}finally{s||await n.cancel().catch(()=>{}),n.
releaseLock()}}function je(t,e,n){if(typeof t!="boolean")throw new d("ARGUMENT_TYPE",`${n}: ${e} must be true or false, got ${b(t)}`,{input:t})}
function nr(t,e){let{variations:n=!1,onProgress:r,moves:s=!0,tags:o=!0}=B(t,`${e}: options`,["variations","onProgress","\
moves","tags"]);if(je(n,"variations",e),je(s,"moves",e),je(o,"tags",e),s&&!o)throw new d("ARGUMENT",`${e}: tags: false n\
eeds moves: false (a game's SAN is made from its FEN)`,{input:t});if(r!==void 0&&typeof r!="function")throw new d("ARGUM\
ENT_TYPE",`${e}: onProgress must be a function, got ${b(r)}`,{input:r});return{variations:n,onProgress:r,fields:{moves:s,
tags:o}}}function rr(t,e){let{Reader:n}=ue(t,e);function r(f,i=void 0){Bt(f,"readPgn(source): source");let{variations:h,
onProgress:c,fields:a}=nr(i,"readPgn(source, options)");return s(f,h,c,a)}async function*s(f,i,h,c){let a=new n(i,c);try{
for await(let u of le(f,"readPgn(source)"))for(let p=0;p<u.length;){p=a.push(u,p);for(let l=a.next();l!==null;l=a.next())
yield l;h&&h(a.pushed)}a.finish();for(let u=a.next();u!==null;u=a.next())yield u}finally{a.free()}}function o(f,i=void 0){
let h=typeof f=="string"?"text":f instanceof ArrayBuffer||ArrayBuffer.isView(f)?"bytes":null;if(!h)throw new d("ARGUMENT\
_TYPE",`readPgnSync(text): text must be a string or a Uint8Array, got ${b(f)}`,{input:f});let{variations:c,onProgress:a,
fields:u}=nr(i,"readPgnSync(text, options)"),p=h==="text"?f:ce(f),l=new n(c,u),m=[];try{for(let y=0;y<p.length;){y=l.push(
p,y);for(let w=l.next();w!==null;w=l.next())m.push(w);a&&a(l.pushed)}l.finish();for(let y=l.next();y!==null;y=l.next())m.
push(y)}finally{l.free()}return m}return{readPgn:r,readPgnSync:o}}var he=1024,St=40,vs=4294967295,sr=64;function Ys(){return globalThis.crypto?.getRandomValues?globalThis.crypto.getRandomValues(
new BigUint64Array(1))[0]:BigInt(Math.floor(Math.random()*2**32))<<32n|BigInt(Math.floor(Math.random()*2**32))}function Ds(t){
let e=n=>String.fromCharCode(97+(n&7),49+(n>>3));return e(t>>6&63)+e(t&63)+(t>>12?"nbrq"[(t>>12)-1]:"")}function Xe(t,e){
let n="";for(let r=e;r<e+8&&t[r]!==0;r++)n+=String.fromCharCode(t[r]);return n}function or(t,e){let n=t.x,r=Y(t,n.zbw_book_free,
e),{name:s,error:o}=t.gameErrors(n.zbw_book_error_name,n.zbw_book_error_message,"BOOK_"),f=null;function i(g){return g===
f?0:(f=null,t.writeInput(g===""?" ":g))}function h(g,_){return f=null,t.fenError(g,_)}function c(g,_){if(typeof g=="stri\
ng")return g.length>he&&P(g,`${_}: fen`,he),g;if(g!==null&&typeof g=="object"){let x=typeof g.fen=="function"?g.fen():g.
fen;if(typeof x=="string")return x.length>he&&P(x,`${_}: position.fen`,he),x}throw new d("ARGUMENT_TYPE",`${_}: the posi\
tion must be a FEN string or a Position, got ${b(g)}`,{input:g})}let a=new Array(32768).fill(null),u=[];function p(g,_,x,A){
let N=x+A*St,R=N>>2,M=_[R],O=_[R+1],E=_[R+2],T=_[R+3],k=_[R+4],U=_[R+5],S=T?M/T:0;if(k>=2147483648)return{move:Xe(g,N+24),
raw:k&65535,weight:M,learn:O,entry:E,code:s(k>>>16&255)};let I=a[k]??(a[k]=Ds(k));if(U===0)return{uci:I,weight:M,learn:O,
share:S,entry:E};let K=U===vs?Xe(g,N+32):u[U]??(u[U]=Xe(g,N+32));return{uci:I,san:K,weight:M,learn:O,share:S,entry:E}}let l=g=>p(
t.bytes(),t.words(),g,0),m=(g,_,x)=>g[_+x*St+16>>2]<2147483648;class y{static name="Book";#t;#n;constructor(_){this.#t=_,
this.#n=n.zbw_book_size(_),r.adopt(this,_)}#e(){if(this.#t===0)throw new d("BOOK_FREED","this Book was freed (free() or \
dispose) and cannot be used");return this.#t}get size(){return this.#e(),this.#n}#r(_,x,A=1){let N=this.#e(),R=t.positionPointer?.(
_);if(R)for(let T=sr;;){let k=t.output.need(T*St),U=n.zbw_book_probe_position(N,R,A,k,T);if(U<0)throw t.fenError(-U,_.fen);
if(U<=T)return[k,U];T=U}let M=c(_,x),O=i(M),E=sr;for(;;){let T=t.output.need(E*St),k=n.zbw_book_probe(N,t.input.ptr,O,A,
T,E);if(k<0)throw h(-k,M);if(f=M,k<=E)return[T,k];E=k,O=0}}moves(_,x=void 0){let{san:A=!0}=B(x,"moves(position, options)\
: options",["san"]);if(typeof A!="boolean")throw new d("ARGUMENT_TYPE",`moves(position, { san }): san must be a boolean,\
 got ${b(A)}`);let[N,R]=this.#r(_,"moves(position)",A?1:0),M=t.bytes(),O=t.words(),E=0;for(;E<R&&m(O,N,E);)E++;let T=new Array(
E);for(let k=0;k<E;k++)T[k]=p(M,O,N,k);return T}badEntries(_){let[x,A]=this.#r(_,"badEntries(position)",0),N=t.bytes(),R=t.
words(),M=[];for(let O=0;O<A;O++)m(R,x,O)||M.push(p(N,R,x,O));return M}#s(_,x,A,N){let R=this.#e(),M=t.positionPointer?.(
_);if(M){let U=t.output.need(St),S=n.zbw_book_choose_position(R,M,x,A,U);if(S<0)throw t.fenError(-S,_.fen);return S===0?
null:l(U)}let O=c(_,N),E=i(O),T=t.output.need(St),k=n.zbw_book_choose(R,t.input.ptr,E,x,A,T);if(k<0)throw h(-k,O);return f=
O,k===0?null:l(T)}pick(_,x=void 0){let{seed:A}=B(x,"pick(position, options): options",["seed"]);return this.#s(_,0,A===void 0?
Ys():$(A),"pick(position)")}best(_){return this.#s(_,1,0n,"best(position)")}get freed(){return this.#t===0}free(){this.#t!==
0&&(r.release(this,this.#t),this.#t=0)}[ut](){this.free()}}function w(g){if(!(g instanceof ArrayBuffer||ArrayBuffer.isView(
g)))throw new d("ARGUMENT_TYPE",`openBook(bytes): bytes must be a Uint8Array or an ArrayBuffer, got ${b(g)}`,{input:g});
let _=g.byteLength;if(_===0)throw new d("BOOK_EMPTY","openBook(bytes): the book is empty (0 bytes)");let x=t.alloc(_);if(!x)
throw new d("NO_MEMORY",`cannot allocate ${_} bytes of WebAssembly memory for the book`);let A=g instanceof Uint8Array?g:
g instanceof ArrayBuffer?new Uint8Array(g):new Uint8Array(g.buffer,g.byteOffset,g.byteLength),N,R=0;try{t.bytes().set(A,
x);let M=t.output.need(4);N=n.zbw_book_open(x,A.length,M),N||(R=new Uint32Array(t.memory.buffer,M,1)[0])}finally{n.zbw_free(
x)}if(N){let M=n.zbw_last_index(),O=s(N).slice(5);if(O==="NO_MEMORY")throw new d("NO_MEMORY",`cannot allocate WebAssembl\
y memory for a book of ${_} bytes`);let E=O==="TRUNCATED"?` (${A.length} bytes, ${A.length%16} after entry ${M})`:O==="U\
NSORTED"||O==="BAD_MOVE"?` at entry ${M}`:"";throw o(N,`openBook(bytes)${E}`,O==="UNSORTED"||O==="BAD_MOVE"||O==="TRUNCA\
TED"?{entry:M}:{})}return new y(R)}return{openBook:w,bookError:o}}var ir=typeof Blob=="function";function fr(){let t=[];return{get count(){return t.length},add(e){t.push(ir?new Blob([e]):
e.slice())},async read(e,n,r){let s=t[e];return ir?new Uint8Array(await s.slice(n,n+r).arrayBuffer()):s.subarray(n,n+r)}}}var Ws=50,ar=1<<19,js=16384,Xs=24<<20,Zs=12,Js=0,Vs=2;function Qs(t){let e=Math.min(1048576,Math.max(65536,Math.floor(Xs/
Math.max(1,t))));return e-e%Zs}function qs(t,e){if(t.length===1)return t[0];let n=new Uint8Array(e),r=0;for(let s of t)n.
set(s,r),r+=s.length;return n}function ur(t,e,n,r,s){if(t===void 0)return s;if(typeof t!="number"||!Number.isInteger(t))
throw new d("ARGUMENT_TYPE",`buildBook(source, { ${e} }): ${e} must be an integer, got ${b(t)}`,{input:t});if(t<n||t>r)throw new d(
"ARGUMENT",`buildBook(source, { ${e} }): ${e} must be from ${n} to ${r}, got ${t}`,{input:t});return t}function Ze(t,e){
if(t===void 0)return!1;if(typeof t!="boolean")throw new d("ARGUMENT_TYPE",`buildBook(source, { ${e} }): ${e} must be tru\
e or false, got ${b(t)}`,{input:t});return t}var to=["maxPly","minGame","minScore","onlyWhite","onlyBlack","uniform","on\
Progress"];function eo(t){let e=B(t,"buildBook(source, options): options",to),n=ur(e.maxPly,"maxPly",0,2**31-1,1024),r=ur(
e.minGame,"minGame",0,2**31-1,3),s=0;if(e.minScore!==void 0){if(typeof e.minScore!="number"||!Number.isFinite(e.minScore))
throw new d("ARGUMENT_TYPE",`buildBook(source, { minScore }): minScore must be a number (a percentage), got ${b(e.minScore)}`,
{input:e.minScore});if(e.minScore<0||e.minScore>100)throw new d("ARGUMENT",`buildBook(source, { minScore }): minScore mu\
st be from 0 to 100, got ${e.minScore}`,{input:e.minScore});s=e.minScore}let o=Ze(e.onlyWhite,"onlyWhite"),f=Ze(e.onlyBlack,
"onlyBlack");if(o&&f)throw new d("ARGUMENT","buildBook(source, options): onlyWhite and onlyBlack cannot both be true");let i=Ze(
e.uniform,"uniform");if(e.onProgress!==void 0&&typeof e.onProgress!="function")throw new d("ARGUMENT_TYPE",`buildBook(so\
urce, { onProgress }): onProgress must be a function, got ${b(e.onProgress)}`,{input:e.onProgress});return{maxPly:n,minGame:r,
minScore:s,onlyWhite:o,onlyBlack:f,uniform:i,onProgress:e.onProgress}}function cr(t,e,n){let r=t.x,{Reader:s}=ue(t,e),o=Y(
t,r.zbw_book_builder_free,e);class f{constructor(p){if(this.ptr=r.zbw_book_builder_new(p.maxPly,p.minGame,p.minScore,p.onlyWhite?
1:0,p.onlyBlack?1:0,p.uniform?1:0),!this.ptr)throw new d("NO_MEMORY","cannot allocate a book builder");o.adopt(this,this.
ptr)}free(){this.ptr!==0&&(o.release(this,this.ptr),this.ptr=0)}}function i(u,p,l){let m=r.zbw_book_builder_feed(u.ptr,p.
ptr,l,ar);if(m===0)return!1;if(m===1)return!0;if(m===-1){let y=p.describeCurrent(),{error:w}=y;throw new d(w.code,`build\
Book(source): ${w.message}`,{game:y.number,line:w.line,column:w.column,offset:w.offset,ply:w.ply,input:w.text,fen:w.fen??
void 0})}if(m===-2){let y=p.describeCurrent(),w=r.zbw_last_plies();throw new d("BOOK_NULL_MOVE",`buildBook(source): ${We(
y.number,y.tagList)} from line ${y.line}, ply ${w}: a null move cannot go in a book`,{game:y.number,line:y.line,ply:w})}
throw n(m,"buildBook(source)")}function h(u,p){let l=t.output.need(8),m=r.zbw_book_builder_take_run(u.ptr,l);if(m)throw n(
m,"buildBook(source)");let[y,w]=new Uint32Array(t.memory.buffer,l,2);p.add(new Uint8Array(t.memory.buffer,y,w))}async function c(u,p){
let l=Qs(p.count),m=r.zbw_book_merge_new(u.maxPly,u.minGame,u.minScore,u.onlyWhite?1:0,u.onlyBlack?1:0,u.uniform?1:0,p.count,
l);if(!m)throw new d("NO_MEMORY","cannot allocate the book builder's merger");let y=new Array(p.count).fill(0),w=[],g=0;
try{for(;;){let _=t.output.need(16),x=r.zbw_book_merge_step(m,_);if(x)throw n(x,"buildBook(source)");let[A,N,R,M]=new Uint32Array(
t.memory.buffer,_,4);if(M&&(w.push(t.bytes().slice(R,R+M)),g+=M),A===Vs)break;if(A!==Js)continue;let O=await p.read(N,y[N],
l);y[N]+=O.length,t.bytes().set(O,r.zbw_book_merge_window(m,N));let E=r.zbw_book_merge_feed(m,N,O.length);if(E)throw n(E,
"buildBook(source)")}}finally{r.zbw_book_merge_free(m)}return qs(w,g)}async function a(u,p=void 0){Bt(u,"buildBook(sourc\
e): source");let l=eo(p),m=new s(!1,void 0,!0),y=fr(),w;try{w=new f(l);let g=r.zbw_book_builder_reserve(w.ptr,ar+js);if(g)
throw n(g,"buildBook(source)");let _=Date.now(),x=()=>{for(;i(w,m,l.maxPly);)h(w,y)};for await(let A of le(u,"buildBook(\
source)")){for(let N=0;N<A.length;)N=m.push(A,N),x(),Date.now()-_>Ws&&(l.onProgress&&l.onProgress(m.pushed),await new Promise(
R=>setTimeout(R,0)),_=Date.now());l.onProgress&&l.onProgress(m.pushed)}return m.finish(),x(),h(w,y),m.free(),w.free(),await c(
l,y)}finally{m.free(),w?.free()}}return{buildBook:a}}function lr(t,e){let{openBook:n,bookError:r}=or(t,e);return{openBook:n,...cr(t,e,r)}}var xt="........./........./........./........./........./........./........./........./......... x -",et=199,no=256,hr=1024,
pr=16,dr=["x","o"],yr=["x","o","draw","open"];function ro(t,e){let n=t.length===2?t.charCodeAt(0)-97:-1,r=t.charCodeAt(1)-
49;if(!(n>=0&&n<9&&r>=0&&r<9))throw new d("ARGUMENT",`${e} must be a cell like "e5" or a code 0-80, got ${b(t)}`,{input:t});
return 9*(3*Math.floor(r/3)+Math.floor(n/3))+3*(r%3)+n%3}function mr(t,e){let n=t.x,{error:r,textError:s}=t.gameErrors(n.
zbw_uttt_error_name,n.zbw_uttt_error_message),o=Y(t,({pos:c,keys:a})=>{n.zbw_uttt_free(c),a&&n.zbw_uttt_keys_free(a)},e);
function f(c=void 0){let a=t.output.need(8*et);return c===void 0?new BigUint64Array(t.memory.buffer,n.zbw_uttt_default_table(),
et).slice():(n.zbw_keys_fill($(c),a,et),new BigUint64Array(t.memory.buffer,a,et).slice())}function i(c,a){if(c!==void 0&&
a!==void 0)throw new d("ARGUMENT","new UtttPosition: give a seed or keys, not both");let u=0;if(c!==void 0)u=n.zbw_uttt_keys_new_seeded(
$(c));else if(a!==void 0){H(a,et);let p=t.output.need(8*et);new BigUint64Array(t.memory.buffer,p,et).set(a),u=n.zbw_uttt_keys_new(
p)}else return 0;if(!u)throw new d("NO_MEMORY","cannot allocate a key set");return u}class h{static name="UtttPosition";#t;#n;constructor(a=xt,u=void 0){
P(a,"new UtttPosition(text): text",hr);let{seed:p,keys:l}=B(u,"new UtttPosition(text, options): options",["seed","keys"]),
m=i(p,l),y=n.zbw_uttt_new(m);if(!y)throw m&&n.zbw_uttt_keys_free(m),new d("NO_MEMORY","cannot allocate a position");if(this.#t=
y,this.#n=m,o.adopt(this,{pos:y,keys:m}),a!==xt)try{this.reset(a)}catch(w){throw this.free(),w}}#e(){if(this.#t===0)throw new d(
"POSITION_FREED","this UtttPosition was freed (free() or dispose) and cannot be used");return this.#t}reset(a=xt){let u=this.#e();
P(a,"reset(text): text",hr);let p=t.writeInput(a),l=n.zbw_uttt_set_text(u,t.input.ptr,p);if(l)throw s(l,a,"Invalid UTTT \
position");return this}play(a){let u=this.#e(),p;if(typeof a=="number")z(a,"play(move): move code",0,80),p=n.zbw_uttt_make_code(
u,a);else{P(a,"play(move): move",pr);let l=t.writeInput(a);p=n.zbw_uttt_play(u,t.input.ptr,l)}if(p)throw r(p,`Cannot pla\
y ${b(a)} in ${F(this.text)}`,{input:a,position:this.text});return this}undo(){let a=n.zbw_uttt_undo(this.#e());if(a)throw r(
a,"Cannot undo");return this}get key(){return BigInt.asUintN(64,n.zbw_uttt_key(this.#e()))}get keyHi(){return n.zbw_uttt_key_hi(
this.#e())>>>0}get keyLo(){return n.zbw_uttt_key_lo(this.#e())>>>0}get keyHex(){return this.keyHi.toString(16).padStart(
8,"0")+this.keyLo.toString(16).padStart(8,"0")}get text(){let a=t.output.need(no);return t.readString(a,n.zbw_uttt_text(
this.#e(),a))}get turn(){return dr[n.zbw_uttt_side(this.#e())]}get forcedBoard(){let a=n.zbw_uttt_forced_board(this.#e());
return a===9?null:a}boardStatus(a){return z(a,"boardStatus(board): board",0,8),yr[n.zbw_uttt_board_status(this.#e(),a)]}get boards(){
return Array.from({length:9},(a,u)=>this.boardStatus(u))}get result(){let a=n.zbw_uttt_result(this.#e());return a===3?"o\
ngoing":yr[a]}cell(a){let u=typeof a=="string"?ro(a,"cell(square): square"):a;z(u,"cell(square): square",0,80);let p=n.zbw_uttt_cell(
this.#e(),u);return p===2?null:dr[p]}get ply(){return n.zbw_uttt_ply(this.#e())}moveCode(a){P(a,"moveCode(move): move",pr);
let u=t.writeInput(a),p=n.zbw_uttt_parse_move(this.#e(),t.input.ptr,u);if(p<0)throw r(-p,`Cannot read ${F(a)} in ${F(this.
text)}`,{input:a});return p}static moveText(a){z(a,"moveText(code): code",0,80);let u=t.output.need(4);return t.readString(
u,n.zbw_uttt_move_text(a,u))}legalMoves(){let a=t.output.need(256),u=t.readString(a,n.zbw_uttt_legal_text(this.#e(),a));
return u===""?[]:u.split(" ")}legalMoveCodes(){let a=t.output.need(81),u=n.zbw_uttt_legal_moves(this.#e(),a);return new Uint8Array(
t.memory.buffer,a,u).slice()}perft(a){let u=this.#e();return z(a,"perft(depth): depth",0,20),n.zbw_uttt_perft(u,a)}features(){
let a=t.output.need(368),u=n.zbw_uttt_features(this.#e(),a);return new Uint32Array(t.memory.buffer,a,u).slice()}get freed(){
return this.#t===0}free(){this.#t!==0&&(o.release(this,{pos:this.#t,keys:this.#n}),this.#t=0)}[ut](){this.free()}}return h.
START=xt,{UtttPosition:h,utttTable:f}}var Je=oe("the key");function br(t){let e=t.x;function n(r,s=void 0){let{onProgress:o,budget:f=2e4}=B(s,"utttCensus(maxP\
ly, options): options",["onProgress","budget"]);if(z(r,"utttCensus(maxPly): maxPly",1,8),z(f,"utttCensus(maxPly, { budge\
t }): budget",1,1<<30),o!==void 0&&typeof o!="function")throw new d("ARGUMENT_TYPE",`utttCensus(maxPly, { onProgress }):\
 onProgress must be a function, got ${b(o)}`);let i=e.zbw_uttt_new(0),h=i?e.zbw_uttt_census_new(i):0;if(i&&e.zbw_uttt_free(
i),!h)throw new d("NO_MEMORY","cannot allocate a census");let c=l=>9**l,a=Array.from({length:r},(l,m)=>c(m+1)).reduce((l,m)=>l+
m,0),u=0,p=[];try{for(let l=1;l<=r;l++){for(;;){let y=e.zbw_uttt_census_step(h,f);if(y<0)throw new d("NO_MEMORY",`out of\
 WebAssembly memory at ply ${l} of the census`);if(o&&o((u+c(l)*(y?1:e.zbw_uttt_census_progress(h)))/a,l),y)break}u+=c(l);
let m=e.zbw_uttt_census_classes(h);p.push({ply:l,positions:e.zbw_uttt_census_positions(h),classes:m,hashes:Je.map((y,w)=>({
...y,pairs:e.zbw_uttt_census_pairs(h,w),expected:m*(m-1)/2**(y.bits+1)}))})}}finally{e.zbw_uttt_census_free(h)}return p}
return{utttCensus:n}}function wr(t,e){return{...mr(t,e),...br(t)}}var so=400,gr=4096,_r=16,Er=["tt","cgos"],Ve=["b","w"];function Qe(t,e){let n=t.x,{error:r,textError:s}=t.gameErrors(n.zbw_go_error_name,
n.zbw_go_error_message),o=Y(t,n.zbw_go_free,e);function f(a=9){z(a,"goTable(size): size",2,19);let u=2*a*a+1,p=t.output.
need(8*u);return n.zbw_go_default_keys(a,p),new BigUint64Array(t.memory.buffer,p,u).slice()}function i(a,u){let p=typeof a==
"string"?Er.indexOf(a.toLowerCase()):-1;if(p<0)throw new d(typeof a=="string"?"ARGUMENT":"ARGUMENT_TYPE",`${u} must be '\
tt' or 'cgos', got ${b(a)}`);return p}let h=a=>a.trim().split(/\s+/)[0].split("/").length;class c{static name="GoPositio\
n";#t;#n;constructor(u=void 0,p=void 0){u!==void 0&&P(u,"new GoPosition(text): text",gr);let l=B(p,"new GoPosition(text,\
 options): options",["size","rules","keys"]),{rules:m="tt",keys:y}=l;l.size!==void 0&&z(l.size,"new GoPosition(text, { s\
ize }): size",2,19);let w=l.size??9;if(u!==void 0){let A=h(u);if(l.size!==void 0&&A!==l.size)throw new d("ARGUMENT",`new\
 GoPosition(text, { size }): the text has ${A} rows, not ${l.size}`,{input:u});A>=2&&A<=19&&(w=A)}let g=i(m,"new GoPosit\
ion(text, { rules }): rules"),_=0;y!==void 0&&(H(y,2*w*w+1),_=t.output.need(8*y.length),new BigUint64Array(t.memory.buffer,
_,y.length).set(y));let x=n.zbw_go_new(w,g,_);if(!x)throw new d("NO_MEMORY","cannot allocate a Go position");if(this.#t=
x,this.#n=w,o.adopt(this,x),u!==void 0)try{this.reset(u)}catch(A){throw this.free(),A}}#e(){if(this.#t===0)throw new d("\
POSITION_FREED","this GoPosition was freed (free() or dispose) and cannot be used");return this.#t}reset(u=void 0){let p=this.#e();
if(u===void 0)return n.zbw_go_clear(p),this;P(u,"reset(text): text",gr);let l=t.writeInput(u),m=n.zbw_go_set_text(p,t.input.
ptr,l);if(m)throw s(m,u,"Invalid Go position");return this.#n=n.zbw_go_size(p),this}play(u){let p=this.#e(),l;if(typeof u==
"number")z(u,"play(move): move code",0,this.size*this.size),l=n.zbw_go_make(p,u);else{P(u,"play(move): move",_r);let m=t.
writeInput(u);l=n.zbw_go_play(p,t.input.ptr,m)}if(l)throw r(l,`Cannot play ${b(u)} in ${F(this.text)}`,{input:u,position:this.
text});return this}undo(){let u=n.zbw_go_undo(this.#e());if(u)throw r(u,"Cannot undo");return this}get key(){return BigInt.
asUintN(64,n.zbw_go_key(this.#e()))}get keyHi(){return n.zbw_go_key_hi(this.#e())>>>0}get keyLo(){return n.zbw_go_key_lo(
this.#e())>>>0}get keyHex(){return this.keyHi.toString(16).padStart(8,"0")+this.keyLo.toString(16).padStart(8,"0")}get stonesKey(){
return BigInt.asUintN(64,n.zbw_go_stones_key(this.#e()))}get text(){let u=t.output.need(so);return t.readString(u,n.zbw_go_text(
this.#e(),u))}get size(){return this.#e(),this.#n}get rules(){return Er[n.zbw_go_rules(this.#e())]}get turn(){return Ve[n.
zbw_go_side(this.#e())]}get passes(){return n.zbw_go_passes(this.#e())}get gameOver(){return n.zbw_go_game_over(this.#e())!==
0}get ply(){return n.zbw_go_ply(this.#e())}stoneAt(u){let p=this.#r(u,"stoneAt(point)"),l=n.zbw_go_stone_at(this.#e(),p);
return l===2?null:Ve[l]}get stones(){let u=this.size*this.size,p=t.output.need(u);n.zbw_go_board(this.#e(),p);let l="";for(let m of t.
bytes().subarray(p,p+u))l+=m===2?".":Ve[m];return l}#r(u,p){if(typeof u=="string"){let l=this.moveCode(u);if(l===this.size*
this.size)throw new d("ARGUMENT",`${p}: a point, not a pass`);return l}return z(u,`${p}: point`,0,this.size*this.size-1),
u}moveCode(u){let p=this.#e();P(u,"moveCode(move): move",_r);let l=t.writeInput(u),m=n.zbw_go_parse_move(p,t.input.ptr,l);
if(m<0)throw r(-m,`Cannot read ${F(u)}`,{input:u});return m}moveText(u){z(u,"moveText(code): code",0,this.size*this.size);
let p=t.output.need(8);return t.readString(p,n.zbw_go_move_text(this.size,u,p))}legalMoveCodes(){let u=t.output.need(1448),
p=n.zbw_go_legal_moves(this.#e(),u);return new Int32Array(t.memory.buffer,u,p).slice()}legalMoves(){return Array.from(this.
legalMoveCodes(),u=>this.moveText(u))}superkoPoints(){let u=this.size*this.size,p=t.output.need(u);n.zbw_go_superko_points(
this.#e(),p);let l=[],m=t.bytes();for(let y=0;y<u;y++)m[p+y]&&l.push(y);return l}lastCaptures(){let u=t.output.need(1444),
p=n.zbw_go_last_captures(this.#e(),u);return Array.from(new Int32Array(t.memory.buffer,u,p))}get lastWasSuicide(){return n.
zbw_go_last_was_suicide(this.#e())!==0}get failedConfirmations(){return n.zbw_go_failed_confirmations(this.#e())}perft(u){
let p=this.#e();return z(u,"perft(depth): depth",0,30),n.zbw_go_perft(p,u)}features(){let u=t.output.need(1448),p=n.zbw_go_features(
this.#e(),u);return new Uint32Array(t.memory.buffer,u,p).slice()}get freed(){return this.#t===0}free(){this.#t!==0&&(o.release(
this,this.#t),this.#t=0)}[ut](){this.free()}}return{GoPosition:c,goTable:f}}var de=["always-replace","depth-preferred","two-tier","buckets"],qe=["miss","hit","type1","type2"],yt=Object.freeze({EXACT:1,
LOWER:2,UPPER:3}),oo={TT_INDEX_BITS:"the index has more bits than a table may have (32)",TT_CHECK_BITS:"more check bits \
than the key has beyond the index (64 - n)",TT_POLICY:"unknown replacement policy",TT_BUCKET_SLOTS:"this policy does not\
 support that many slots a bucket",TT_NO_MEMORY:"out of memory",TT_BOUND:"the bound is not exact, lower or upper",TT_NOT_INSTRUMENTED:"\
the table was made without identities (id_count 0)",TT_NEEDS_ID:"an instrumented table stores with an identity (zb_tt_st\
ore_id)",TT_ID_RANGE:"the identity is not below the table's id_count"};function D(t,e){return new d(t,`${e}: ${oo[t]} (${t}\
)`)}var pe=4294967295;function It(t,e){let{indexBits:n=16,checkBits:r=16,policy:s="always-replace",bucketSlots:o=0,idCount:f=0}=B(
t,`${e}: options`,["indexBits","checkBits","policy","bucketSlots","idCount"]);if(z(n,`${e}: indexBits`,0,pe),z(r,`${e}: \
checkBits`,0,pe),typeof s!="string")throw new d("ARGUMENT_TYPE",`${e}: policy must be one of ${de.join(", ")}, got ${b(s)}`,
{input:s});let i=de.indexOf(s);return z(o,`${e}: bucketSlots`,0,pe),z(f,`${e}: idCount`,0,pe),{indexBits:n,checkBits:r,policy:i<
0?de.length:i,bucketSlots:o,idCount:f}}var ye=(t,e,n,r,s)=>Object.freeze({indexBits:t,checkBits:e,policy:de[n],bucketSlots:r,
idCount:s}),me=["probes","found","stores","refused","hits","misses","type1Errors","type2Losses","evictions"];function dt(t,e,n,r){
throw typeof t=="number"&&Number.isInteger(t)?new d("ARGUMENT",`${e} must be ${r}, got ${t}`,{input:t}):new d("ARGUMENT_\
TYPE",`${e} must be ${n}, got ${b(t)}`,{input:t})}function X(t,e){if(typeof t!="bigint")throw new d("ARGUMENT_TYPE",`${e}\
: key must be a BigInt, got ${b(t)}`,{input:t})}function Z(t,e,n){(typeof t!="number"||(t|0)!==t&&t>>>0!==t)&&dt(t,`${n}\
: hi`,"an integer","a 32-bit integer"),(typeof e!="number"||(e|0)!==e&&e>>>0!==e)&&dt(e,`${n}: lo`,"an integer","a 32-bi\
t integer")}function J(t,e){(typeof t!="number"||t>>>0!==t)&&dt(t,`${e}: id`,"an integer","from 0 to 4294967295")}function V(t,e,n,r,s){
(typeof t!="number"||t<<24>>24!==t)&&dt(t,`${s}: depth`,"an integer","from -128 to 127"),(typeof e!="number"||e<<16>>16!==
e)&&dt(e,`${s}: score`,"an integer","from -32768 to 32767"),(typeof n!="number"||(n|0)!==n)&&dt(n,`${s}: bound`,"an inte\
ger (1 exact, 2 lower, 3 upper)","a 32-bit integer"),(typeof r!="number"||(r&65535)!==r)&&dt(r,`${s}: move`,"an integer",
"from 0 to 65535")}function Ar(t,e){let n=t.x,{error:r}=t.gameErrors(n.zbw_tt_error_name,n.zbw_tt_error_message,"TT_"),s=Y(t,n.zbw_tt_destroy,
e),o=n.zbw_tt_record(),f=new Int32Array(t.memory.buffer,o,5);class i{static name="TranspositionTable";#t=0;depth=0;score=0;bound=0;move=0;age=0;constructor(c=void 0){
let a=It(c,"new TranspositionTable(options)"),u=t.output.need(4),p=n.zbw_tt_create(a.indexBits,a.checkBits,a.policy,a.bucketSlots,
a.idCount,u);if(p)throw r(p,"new TranspositionTable(options)");this.#t=new Uint32Array(t.memory.buffer,u,1)[0],s.adopt(this,
this.#t)}#n(){if(this.#t===0)throw new d("TT_FREED","this TranspositionTable was freed (free() or dispose) and cannot be\
 used");return this.#t}#e(){f.length===0&&(f=new Int32Array(t.memory.buffer,o,5)),this.depth=f[0],this.score=f[1],this.bound=
f[2],this.move=f[3],this.age=f[4]}static#r(c,a,u,p){f.length===0&&(f=new Int32Array(t.memory.buffer,o,5)),f[0]=c,f[1]=a,
f[2]=u,f[3]=p}probe(c){let a=this.#n();return X(c,"probe(key)"),n.zbw_tt_probe(a,c)?(this.#e(),!0):!1}probe32(c,a){let u=this.#n();
return Z(c,a,"probe32(hi, lo)"),n.zbw_tt_probe32(u,c,a)?(this.#e(),!0):!1}get(c){return this.probe(c)?{depth:this.depth,
score:this.score,bound:this.bound,move:this.move,age:this.age}:null}store(c,a,u,p,l=0){let m=this.#n();X(c,"store(key, .\
..)"),V(a,u,p,l,"store(key, ...)"),i.#r(a,u,p,l);let y=n.zbw_tt_store(m,c);if(y)throw r(y,"store(key, ...)")}store32(c,a,u,p,l,m=0){
let y=this.#n();Z(c,a,"store32(hi, lo, ...)"),V(u,p,l,m,"store32(hi, lo, ...)"),i.#r(u,p,l,m);let w=n.zbw_tt_store32(y,c,
a);if(w)throw r(w,"store32(hi, lo, ...)")}probeId(c,a){let u=this.#n();return X(c,"probeId(key, id)"),J(a,"probeId(key, \
id)"),this.#s(n.zbw_tt_probe_id(u,c,a),"probeId(key, id)")}probeId32(c,a,u){let p=this.#n();return Z(c,a,"probeId32(hi, \
lo, id)"),J(u,"probeId32(hi, lo, id)"),this.#s(n.zbw_tt_probe_id32(p,c,a,u),"probeId32(hi, lo, id)")}#s(c,a){if(c<0)throw r(
-c,a);return(c===1||c===2)&&this.#e(),qe[c]}storeId(c,a,u,p,l,m=0){let y=this.#n();X(c,"storeId(key, id, ...)"),J(a,"sto\
reId(key, id, ...)"),V(u,p,l,m,"storeId(key, id, ...)"),i.#r(u,p,l,m);let w=n.zbw_tt_store_id(y,c,a);if(w)throw r(w,"sto\
reId(key, id, ...)")}storeId32(c,a,u,p,l,m,y=0){let w=this.#n();Z(c,a,"storeId32(hi, lo, id, ...)"),J(u,"storeId32(hi, l\
o, id, ...)"),V(p,l,m,y,"storeId32(hi, lo, id, ...)"),i.#r(p,l,m,y);let g=n.zbw_tt_store_id32(w,c,a,u);if(g)throw r(g,"s\
toreId32(hi, lo, id, ...)")}clear(){n.zbw_tt_clear(this.#n())}newSearch(){n.zbw_tt_new_search(this.#n())}get config(){let c=t.
output.need(20);n.zbw_tt_config(this.#n(),c);let[a,u,p,l,m]=new Uint32Array(t.memory.buffer,c,5);return ye(a,u,p,l,m)}get counters(){
let c=t.output.need(72);n.zbw_tt_counters(this.#n(),c);let a=new Float64Array(t.memory.buffer,c,9);return Object.fromEntries(
me.map((u,p)=>[u,a[p]]))}get freed(){return this.#t===0}free(){this.#t!==0&&(s.release(this,this.#t),this.#t=0)}[ut](){this.
free()}}return Object.assign(i,yt),{TranspositionTable:i}}var io=0,fo=1,Tr=2,tn=[1,1,2,4],ao=[1,1,2,8],uo=0,co=1,lo=2,kr=3,ho=0,po=1,yo=2,mo=3,bo=4,wo=5,go=6,_o=7,Eo=8,mt=t=>t>>>
8&255,Pt=t=>t<<24>>24,en=t=>t>>>16&255;function Ao(t,e){if(t.indexBits>32)throw D("TT_INDEX_BITS",e);if(t.checkBits>64-t.
indexBits)throw D("TT_CHECK_BITS",e);if(t.policy>=tn.length)throw D("TT_POLICY",e);let n=t.bucketSlots||tn[t.policy];if(n>
ao[t.policy]||t.policy!==kr&&n!==tn[t.policy])throw D("TT_BUCKET_SLOTS",e);return n}var be=class{static name="SlotTable";depth=0;score=0;bound=0;move=0;age=0;constructor(e,n){
let r=Ao(e,n);this.n=e.indexBits,this.m=e.checkBits,this.policyIndex=e.policy,this.k=r,this.idCount=e.idCount;try{this.slots=
new Int32Array(4*r*2**e.indexBits),this.ids=e.idCount?new Uint32Array(r*2**e.indexBits):null,this.idState=e.idCount?new Uint8Array(
e.idCount):null}catch(s){throw s instanceof RangeError?D("TT_NO_MEMORY",n):s}this.tableAge=0,this.resetCounters()}resetCounters(){
this.counts=new Float64Array(9)}find(e,n,r){let s=this.slots;for(let o=e,f=e+this.k;o<f;o++){let i=4*o;if(s[i]===n&&s[i+
1]===r&&mt(s[i+3])!==0)return o}return-1}lookup(e,n,r){this.counts[ho]++;let s=this.find(e,n,r);if(s<0)return-1;let o=this.
slots,f=4*s;this.policyIndex===kr&&(o[f+3]=o[f+3]&65535|this.tableAge<<16);let i=o[f+2],h=o[f+3];return this.score=i<<16>>
16,this.move=i>>>16,this.depth=Pt(h),this.bound=mt(h),this.age=en(h),this.counts[po]++,s}classify(e,n){let r=this.counts;
return e>=0&&this.ids[e]===n?(r[bo]++,"hit"):e>=0?(r[go]++,"type1"):this.idState[n]===Tr?(r[_o]++,"type2"):(r[wo]++,"mis\
s")}vacate(e,n){let r=this.slots,s=4*e;mt(r[s+3])!==0&&(this.ids&&this.ids[e]!==n&&(this.idState[this.ids[e]]=Tr,this.counts[Eo]++),
r[s+3]&=-65281)}put(e,n,r,s,o,f,i,h){this.ids&&(this.vacate(e,s),this.ids[e]=s,this.idState[s]=fo);let c=this.slots,a=4*
e;c[a]=n,c[a+1]=r,c[a+2]=f&65535|h<<16,c[a+3]=o&255|i<<8|this.tableAge<<16}place(e,n,r,s,o,f,i,h){this.counts[yo]++;let c=this.
slots;switch(this.policyIndex){case uo:this.put(e,n,r,s,o,f,i,h);return;case co:{let a=c[4*e+3];mt(a)===0||o>=Pt(a)?this.
put(e,n,r,s,o,f,i,h):this.counts[mo]++;return}case lo:this.twoTier(e,n,r,s,o,f,i,h);return;default:this.agingBucket(e,n,
r,s,o,f,i,h)}}twoTier(e,n,r,s,o,f,i,h){let c=this.slots,a=e,u=e+1,p=4*a,l=c[p+3],m=mt(l)!==0;if(m&&o<Pt(l)){this.put(u,n,
r,s,o,f,i,h);return}let y=4*u;mt(c[y+3])!==0&&c[y]===n&&c[y+1]===r&&this.vacate(u,s),m&&(c[p]!==n||c[p+1]!==r)&&this.moveDown(
a,u),this.put(a,n,r,s,o,f,i,h)}moveDown(e,n){let r=this.ids?this.ids[e]:0;this.vacate(n,r);let s=this.slots,o=4*n,f=4*e;
s[o]=s[f],s[o+1]=s[f+1],s[o+2]=s[f+2],s[o+3]=s[f+3],this.ids&&(this.ids[n]=r),s[f+3]&=-65281}agingBucket(e,n,r,s,o,f,i,h){
let c=this.find(e,n,r);if(c>=0){this.put(c,n,r,s,o,f,i,h);return}let a=this.slots,u=this.tableAge,p=e;for(let l=e;l<e+this.
k;l++){let m=a[4*l+3];if(mt(m)===0){p=l;break}let y=a[4*p+3],w=en(m)!==u,g=en(y)!==u;(w!==g?w:Pt(m)<Pt(y))&&(p=l)}this.put(
p,n,r,s,o,f,i,h)}clear(){this.slots.fill(0),this.idState&&this.idState.fill(io),this.tableAge=0,this.resetCounters()}newSearch(){
this.tableAge=this.tableAge+1&255}};var we=class extends be{get config(){return ye(this.n,this.m,this.policyIndex,this.k,this.idCount)}get counters(){return Object.
fromEntries(me.map((e,n)=>[e,this.counts[n]]))}storeChecked(e,n,r,s,o,f,i,h,c){if(this.ids)throw D("TT_NEEDS_ID",c);if(i<
1||i>3)throw D("TT_BOUND",c);this.place(e,n,r,0,o,f,i,h)}probeIdChecked(e,n,r,s,o){return this.instrumented(s,o),this.classify(
this.lookup(e,n,r),s)}storeIdChecked(e,n,r,s,o,f,i,h,c){if(this.instrumented(s,c),i<1||i>3)throw D("TT_BOUND",c);this.place(
e,n,r,s,o,f,i,h)}instrumented(e,n){if(!this.ids)throw D("TT_NOT_INSTRUMENTED",n);if(e>=this.idCount)throw D("TT_ID_RANGE",
n)}entry(){return{depth:this.depth,score:this.score,bound:this.bound,move:this.move,age:this.age}}},Ct=class extends we{static name="\
Paired32Table";#t;#n;#e;#r;constructor(e=void 0){let n=It(e,"new Paired32Table(options)");super(n,"new Paired32Table(opt\
ions)");let{n:r,m:s}=this;this.#t=r===32?-1:(1<<r)-1,this.#n=r,this.#e=s>=32?-1:(1<<s)-1,this.#r=s<=32?0:s===64?-1:(1<<s-
32)-1}#s=0;#o=0;#i(e,n){let r=this.#n,s,o;return r===0?(s=n,o=e):r===32?(s=e,o=0):(s=n>>>r|e<<32-r,o=e>>>r),this.#s=s&this.#e,
this.#o=o&this.#r,((n&this.#t)>>>0)*this.k}probe32(e,n){return Z(e,n,"probe32(hi, lo)"),this.lookup(this.#i(e,n),this.#s,
this.#o)>=0}get32(e,n){return this.probe32(e,n)?this.entry():null}store32(e,n,r,s,o,f=0){let i="store32(hi, lo, ...)";Z(
e,n,i),V(r,s,o,f,i),this.storeChecked(this.#i(e,n),this.#s,this.#o,0,r,s,o,f,i)}probeId32(e,n,r){let s="probeId32(hi, lo\
, id)";return Z(e,n,s),J(r,s),this.probeIdChecked(this.#i(e,n),this.#s,this.#o,r,s)}storeId32(e,n,r,s,o,f,i=0){let h="st\
oreId32(hi, lo, id, ...)";Z(e,n,h),J(r,h),V(s,o,f,i,h),this.storeIdChecked(this.#i(e,n),this.#s,this.#o,r,s,o,f,i,h)}},Kt=class extends we{static name="\
BigIntTable";#t;#n;#e;#r;constructor(e=void 0){let n=It(e,"new BigIntTable(options)");super(n,"new BigIntTable(options)"),
this.#t=(1n<<BigInt(this.n))-1n,this.#n=BigInt(this.n),this.#e=(1n<<BigInt(this.m))-1n,this.#r=this.m>32}#s=0;#o=0;#i(e){
let n=e>>this.#n&this.#e;return this.#s=Number(n&0xffffffffn)|0,this.#o=this.#r?Number(n>>32n)|0:0,Number(e&this.#t)*this.
k}probe(e){return X(e,"probe(key)"),this.lookup(this.#i(e),this.#s,this.#o)>=0}get(e){return this.probe(e)?this.entry():
null}store(e,n,r,s,o=0){let f="store(key, ...)";X(e,f),V(n,r,s,o,f),this.storeChecked(this.#i(e),this.#s,this.#o,0,n,r,s,
o,f)}probeId(e,n){let r="probeId(key, id)";return X(e,r),J(n,r),this.probeIdChecked(this.#i(e),this.#s,this.#o,n,r)}storeId(e,n,r,s,o,f=0){
let i="storeId(key, id, ...)";X(e,i),J(n,i),V(r,s,o,f,i),this.storeIdChecked(this.#i(e),this.#s,this.#o,n,r,s,o,f,i)}};Object.
assign(Ct,yt);Object.assign(Kt,yt);function Sr(t,e){return Ar(t,e)}function xr(t){let e=new $t(t,Lt),n={count:0};return Object.freeze({...bn(e),...Gn(e),...Kn(e,n),...Fe(e),...rr(e,n),...lr(
e,n),...wr(e,n),...Qe(e,n),...Sr(e,n),stats:Fn(e,n)})}var{init:Ka,initSync:Fa}=hn(xr,{moduleUrl:()=>new URL("./zobrist-all.wasm",import.meta.url)});export{kt as Additive48,Wt as Additive48Hash,At as BigInt64,Yt as BigInt64Hash,Kt as BigIntTable,fe as CENSUS_HASHES,nt as FeatureHash,
ie as KNOWN_DISTINCT,Tt as Paired32,Dt as Paired32Hash,Ct as Paired32Table,G as START_FEN,tt as Scheme,yt as TT_BOUND,Je as UTTT_CENSUS_HASHES,
et as UTTT_FEATURES,xt as UTTT_START,d as ZobristError,gs as featuresOfChessJs,ns as halfmoveKey,Ka as init,Fa as initSync,
es as keyOfFeatures,v as layout,xe as polyglotKeys,mn as splitmix64,ke as splitmix64Table,$ as toSeed};
//# sourceMappingURL=zobrist-all.js.map
