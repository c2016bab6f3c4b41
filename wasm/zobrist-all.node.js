// Bundled by esbuild from the sources in wasm/ (make); do not edit.
var un=Symbol.for("zobrist-wasm.ZobristError"),h=class extends Error{static name="ZobristError";constructor(e,n,r={}){super(
n),this.name="ZobristError",this.code=e,Object.assign(this,r)}get[un](){return!0}static[Symbol.hasInstance](e){return typeof e==
"object"&&e!==null&&e[un]===!0}};function $(t){return JSON.stringify(t.length>120?`${t.slice(0,100)}\u2026`:t)}function g(t){
return typeof t=="string"?$(t):t==null?String(t):typeof t=="bigint"?`${t}n`:typeof t=="object"?`an object (${Object.prototype.
toString.call(t).slice(8,-1)})`:typeof t=="symbol"?"a symbol":`${typeof t} ${String(t)}`}function Cr(t,e){if(typeof t!="\
string")throw new h("ARGUMENT_TYPE",`${e} must be a string, got ${g(t)}`,{input:t})}function z(t,e,n,r){if(typeof t!="nu\
mber"||!Number.isInteger(t))throw new h("ARGUMENT_TYPE",`${e} must be an integer, got ${g(t)}`,{input:t});if(t<n||t>r)throw new h(
"ARGUMENT",`${e} must be from ${n} to ${r}, got ${t}`,{input:t})}function B(t,e,n){if(t===void 0)return{};if(t===null||typeof t!=
"object"||Array.isArray(t))throw new h("ARGUMENT_TYPE",`${e} must be an object, got ${Array.isArray(t)?"an array":g(t)}`,
{input:t});for(let s of Object.keys(t))if(!n.includes(s))throw new h("ARGUMENT",`${e}: unknown option ${g(s)} (${n.join(
", ")})`,{input:s});let r=Object.getPrototypeOf(t);return r===Object.prototype||r===null?t:{...t}}function I(t,e,n){if(Cr(
t,e),t.length>n)throw new h("ARGUMENT",`${e} is ${t.length} characters long; at most ${n} make sense`,{input:t})}var Mt=null;function cn(t){return Mt?Mt(t):0}function ln(t,e){let n=Mt;Mt=t;try{return e()}finally{Mt=n}}var bt={env:{emscripten_notify_memory_growth(){},zbw_audit_progress:cn}},Kr=()=>typeof document=="object"||typeof WorkerGlobalScope==
"function";function $r(t,e,n){if(!(t instanceof TypeError)||!Kr())return t;let r=n.bytes?"; or call init() with no argum\
ent: this entry has the module built in and fetches nothing":n.all?"":"; or import 'zobrist-wasm/inline', which has the \
module built in and fetches nothing";return new h("WASM_LOAD",`cannot load the WebAssembly module: fetching ${e?e.href:"\
it"} failed (${t.message}): blocked by the network or by a Content-Security-Policy connect-src that does not allow its U\
RL (connect-src, or default-src where there is no connect-src, must allow it, e.g. connect-src 'self'; the browser's con\
sole says which)${r}`,{cause:t})}async function $t(t,e,n,r=!1){let s;try{s=await t}catch(o){throw $r(o,n,e)}if(typeof Response>
"u"||!(s instanceof Response))throw new Error(`expected a Response from the promise given to init(), got ${Object.prototype.
toString.call(s)}`);if(!s.ok){let o=`fetching ${s.url||"the module (a Response with no URL)"}: HTTP ${s.status}`;throw r&&
s.status===404?new h("WASM_LOAD",`cannot load the WebAssembly module: ${o}: it is not beside the bundle (esbuild and Rol\
lup do not emit files referenced by new URL(\u2026, import.meta.url)); ${_e(e,!0)}`):new Error(o)}return WebAssembly.instantiateStreaming&&
s.headers.get("content-type")==="application/wasm"?(await WebAssembly.instantiateStreaming(s,bt)).instance:(await WebAssembly.
instantiate(await s.arrayBuffer(),bt)).instance}function _e(t,e){let n=t.all?"zobrist-all.wasm":"zobrist.wasm",r=[e&&`co\
py ${n} from node_modules/zobrist-wasm/wasm/ next to the bundle`,t.readFile?"pass its path or URL to init() (its bytes t\
o initSync())":"pass its URL to init(url)",!t.all&&"import 'zobrist-wasm/inline', which has the chess module built in"].
filter(Boolean),s=r.length>1?`${r.slice(0,-1).join(", ")}, or ${r.at(-1)}`:r[0];return t.all?`${s}; zobrist-wasm/all has\
 no inline build ('zobrist-wasm/inline' has chess and KeySpace only: no PGN, books, census, UTTT, Go or transposition ta\
bles)`:s}function Ee(t){let e;try{e=t.moduleUrl?.()}catch{}if(!(e instanceof URL))throw new h("WASM_LOAD",`cannot locate\
 the WebAssembly module: this bundle has no import.meta.url (an IIFE or CommonJS bundle?); ${_e(t,!1)}`);return e}function Ae(t,e){
let n=Ee(t),r=s=>{throw s?.code!=="ENOENT"?s:new h("WASM_LOAD",`cannot load the WebAssembly module: ${s.message}: the en\
try looks for it beside its own file (a bundle's, when bundled); ${_e(t,!0)}`,{cause:s})};try{let s=e(n);return typeof s?.
then=="function"?s.catch(r):s}catch(s){return r(s)}}var pn="zobrist-wasm/inline has its module built in: call init() or \
initSync() with no argument, or pass the module's bytes";function Fr(t,e){if(t instanceof URL)return t;if(e.fileUrl)return e.
fileUrl(t);if(URL.canParse?.(t)??/^[a-z][a-z0-9+.-]*:/i.test(t))return new URL(t);let n=globalThis.location?.href;if(e.bytes&&
!n)throw new h("WASM_LOAD",`cannot resolve ${g(t)}: no page or module URL to resolve it against; ${pn}`);try{return new URL(
t,Ee(e))}catch(r){if(n)return new URL(t,n);throw r}}async function hn(t){try{return await fetch(t)}catch(e){throw new h(
"WASM_LOAD",`cannot read ${t.href}: this is the package's browser build, and this runtime's fetch reads no files; Node g\
ets its own build through the 'node' export condition (not under --conditions=browser); or pass the module's bytes`,{cause:e})}}
async function dn(t,e){if(t===void 0){let n=e.bytes??e.ownBytes;if(n)return Te(await n());let r=Ee(e);return $t(r.protocol===
"file:"?hn(r):fetch(r),e,r,!0)}if(t instanceof WebAssembly.Module)return new WebAssembly.Instance(t,bt);if(t instanceof ArrayBuffer||
ArrayBuffer.isView(t))return(await WebAssembly.instantiate(t,bt)).instance;if(typeof t=="string"||t instanceof URL){let n=Fr(
t,e);if(n.protocol!=="file:")return $t(fetch(n),e,n);if(e.readFile)return(await WebAssembly.instantiate(await e.readFile(
n),bt)).instance;if(e.bytes)throw new h("WASM_LOAD",`cannot read ${n.href}: this entry reads no files; ${pn}`);return $t(
hn(n),e,n)}if(typeof Response<"u"&&t instanceof Response||typeof t?.then=="function")return $t(t,e);throw new h("ARGUMEN\
T_TYPE",`init(source): source must be a URL, a Response, bytes or a WebAssembly.Module, got ${g(t)}`)}function Te(t){let e=t instanceof
WebAssembly.Module?t:new WebAssembly.Module(t);return new WebAssembly.Instance(e,bt)}var Lr=/Content.Security.Policy|\bCSP\b|unsafe-eval|code generation disallowed by embedder/i;function Gr(t){let e=globalThis.
WebAssembly?.CompileError;return(e&&t instanceof e||t instanceof EvalError||t?.name==="CompileError"||t?.name==="EvalErr\
or")&&typeof t.message=="string"&&Lr.test(t.message)}var Hr="Add 'wasm-unsafe-eval' to script-src (to default-src if the\
re is no script-src), e.g. script-src 'self' 'wasm-unsafe-eval': it is the only relaxation the module needs; 'unsafe-eva\
l' is not needed. Without WebAssembly, the pure-JS schemes still give exact Polyglot keys: new Paired32(polyglotKeys()).\
setFromChessJs(chess)";function yn(t){for(let e=t,n=0;e!==null&&typeof e=="object"&&n<4;e=e.cause,n++){if(e instanceof h&&
e.code==="WASM_CSP")return e;if(Gr(e))return new h("WASM_CSP",`cannot compile the WebAssembly module: the page's Content\
-Security-Policy forbids it. ${Hr}. (The browser said: ${e.message.trim()})`,{cause:e})}}var vr=new Uint8Array([0,97,115,109,1,0,0,0,1,5,1,96,0,1,123,3,2,1,0,10,22,1,20,0,253,12,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,
11]);function mn(t,e=globalThis.WebAssembly){if(!(e?.CompileError&&t instanceof e.CompileError||t?.name==="CompileError")||
typeof e?.validate!="function")return;let r;try{r=e.validate(vr)}catch{return}if(!r)return new h("WASM_LOAD",`cannot com\
pile the WebAssembly module: this runtime lacks WebAssembly SIMD, which the module uses (Chrome 91, Firefox 89, Safari 1\
6.4 and Node 16.4 have it). Without WebAssembly, the pure-JS schemes still give exact Polyglot keys: new Paired32(polygl\
otKeys()).setFromChessJs(chess). (The runtime said: ${String(t.message).trim()})`,{cause:t})}function bn(t){return t instanceof h?t:yn(t)??mn(t)??new h("WASM_LOAD",`cannot load the WebAssembly module: ${t.message}`,
{cause:t})}function wn(t,e){async function n(o){let a;try{a=await dn(o,e)}catch(i){throw bn(i)}return t(a)}let r=e.bytes??
e.ownBytesSync;function s(o){let a=o===void 0?r:void 0;if(!a&&!(o instanceof WebAssembly.Module||o instanceof ArrayBuffer||
ArrayBuffer.isView(o)))throw new h("ARGUMENT_TYPE",`initSync(source): source must be the module's bytes or a WebAssembly\
.Module, got ${g(o)}`+(o===void 0?` (this is the package's browser build, which fetches its module: pass ${e.all?"zobris\
t-all.wasm's":"the module's"} bytes, or use await init(); in a browser only 'zobrist-wasm/inline' takes none, its module\
 built in${e.all?", with chess and KeySpace only":""}; in Node every entry does)`:""));let i;try{i=Te(a?a():o)}catch(l){
throw bn(l)}return t(i)}return{init:n,initSync:s}}var Yr=new TextEncoder,Dr=null,gn=t=>(Dr??=new TextDecoder).decode(t),_n=20;function Wr(t,e){let n=s=>{throw s instanceof
WebAssembly.RuntimeError?(e.broken=s,En(s)):s},r=()=>{if(e.broken)throw En(e.broken)};switch(t.length){case 0:return()=>{
r();try{return t()}catch(s){return n(s)}};case 1:return s=>{r();try{return t(s)}catch(o){return n(o)}};case 2:return(s,o)=>{
r();try{return t(s,o)}catch(a){return n(a)}};case 3:return(s,o,a)=>{r();try{return t(s,o,a)}catch(i){return n(i)}};case 4:
return(s,o,a,i)=>{r();try{return t(s,o,a,i)}catch(l){return n(l)}};default:return(...s)=>{r();try{return t(...s)}catch(o){
return n(o)}}}}function jr(t,e){return Object.create(new Proxy({},{get(n,r,s){let o=t[r];if(o===void 0)return;let a=typeof o==
"function"?Wr(o,e):o;return Object.defineProperty(s,r,{value:a,enumerable:!0}),a}}))}function En(t){return new h("WASM_T\
RAP",`the WebAssembly module trapped (${t.message}); this instance can no longer be used: call init() again`,{cause:t})}
var Xr=2**31,An=16<<20;function ke(t,e,n){for(let r=0;r<n.length;r++){let s=n.charCodeAt(r);t[e+r]=s<128?s:128}}var Ft=class{constructor(e,n){
this.core=e,this.size=0,this.ptr=0,this.initial=n,this.need(n)}need(e){if(e>this.size&&(this.ptr&&this.core.x.zbw_free(this.
ptr),this.size=Math.max(e,this.size*2),this.ptr=this.core.alloc(this.size),!this.ptr))throw this.size=0,new h("NO_MEMORY",
`cannot allocate ${e} bytes of WebAssembly memory`);return this.ptr}trim(e){this.size<=e||(this.core.x.zbw_free(this.ptr),
this.ptr=0,this.size=0,this.need(this.initial))}},Zr=1,Lt=2;function Jr(t,e){if(typeof t.zbw_module_kind!="function")throw new h(
"WASM_LOAD","this WebAssembly module is not one of zobrist-wasm's (it has no zbw_module_kind export): pass the package's\
 zobrist.wasm, or its zobrist-all.wasm to zobrist-wasm/all");if(e===Lt&&t.zbw_module_kind()!==Lt)throw new h("WASM_LOAD",
"zobrist-wasm/all needs zobrist-all.wasm; this module is the main entry's zobrist.wasm (keys and chess only)")}var Gt=class{constructor(e,n=Zr){
Jr(e.exports,n),this.memory=e.exports.memory,this.broken=null,this.x=jr(e.exports,this),this.x._initialize(),this.chessErrors=
this.gameErrors(this.x.zbw_error_name,this.x.zbw_error_message),this.u8=new Uint8Array(this.memory.buffer),this.u32=new Uint32Array(
this.memory.buffer),this.u64s=new BigUint64Array(this.memory.buffer),this.input=new Ft(this,1024),this.inputBytes=null,this.
output=new Ft(this,4096)}bytes(){return this.u8.length===0&&(this.u8=new Uint8Array(this.memory.buffer)),this.u8}words(){
return this.u32.length===0&&(this.u32=new Uint32Array(this.memory.buffer)),this.u32}u64(){return this.u64s.length===0&&(this.
u64s=new BigUint64Array(this.memory.buffer)),this.u64s}trimRegions(){this.input.trim(An),this.output.trim(An),this.inputBytes=
null}alloc(e){return e<Xr?this.x.zbw_alloc(e):0}writeInput(e){let n=e.length,r=this.input.need(n>_n?3*n:n);return n>_n&&
Yr.encodeInto(e,this.inputView(r,3*n)).written===n||ke(this.bytes(),r,e),n}inputView(e,n){let r=this.inputBytes;return(r===
null||r.length<n||r.byteOffset!==e)&&(r=this.inputBytes=this.bytes().subarray(e,e+this.input.size)),r}readString(e,n){return gn(
this.bytes().subarray(e,e+n))}cString(e){let n=this.bytes(),r=e;for(;n[r];)r++;return gn(n.subarray(e,r))}gameErrors(e,n,r=""){
let s=o=>r+this.cString(e(o));return{name:s,error:(o,a,i={})=>new h(s(o),`${a}: ${this.cString(n(o))} (${s(o)})`,i),textError:(o,a,i)=>{
let l=this.x.zbw_last_offset();return new h(s(o),`${i} ${$(a)}: ${this.cString(n(o))} (${s(o)} at character ${l+1})`,{input:a,
offset:l})}}}error(e,n,r={}){return this.chessErrors.error(e,n,r)}fenError(e,n,r="Invalid FEN"){let s=this.chessErrors.name(
e);return s==="NO_MEMORY"?new h(s,`out of WebAssembly memory while reading the FEN ${$(n)}`,{input:n}):this.chessErrors.
textError(e,n,r)}scratch(e=0){let n=this.x.zbw_scratch_position(e);if(!n)throw new h("NO_MEMORY","cannot allocate the sc\
ratch position");return n}};var Vr=1n<<64n;function Se(t){for(let e=0;e<t.length;e++){let n=t[e];if(typeof n!="bigint"||n<0n||n>=Vr)return!1}return!0}
function H(t,e=void 0){if(!(t instanceof BigUint64Array||Array.isArray(t)&&Se(t)))throw new h("ARGUMENT_TYPE",`a key tab\
le must be a BigUint64Array (or an array of unsigned 64-bit BigInts), got ${g(t)}`);if(e!==void 0&&t.length!==e)throw new h(
"ARGUMENT",`a key table here has ${e} keys, this one ${t.length}`);if(t.length===0)throw new h("ARGUMENT","a key table n\
eeds at least one key");return t}var nt=class{static name="FeatureHash";constructor(e){H(e),this.prepare(e),this.size=e.
length,this.present=new Uint8Array(e.length),this.count=0,this.resetKey()}#t(e,n){if(!Number.isInteger(e)||e<0||e>=this.
size)throw new h(typeof e=="number"?"ARGUMENT":"ARGUMENT_TYPE",`${n}: a feature must be an integer from 0 to ${this.size-
1}, got ${g(e)}`,{input:e});return e}has(e){return this.present[this.#t(e,"has(feature)")]===1}add(e){let n=this.#t(e,"a\
dd(feature)");if(this.present[n])throw new h("ARGUMENT",`add(${n}): feature ${n} is present already`,{input:n});return this.
present[n]=1,this.count++,this.insertKey(n),this}remove(e){let n=this.#t(e,"remove(feature)");if(!this.present[n])throw new h(
"ARGUMENT",`remove(${n}): feature ${n} is not present`,{input:n});return this.present[n]=0,this.count--,this.removeKey(n),
this}toggle(e){let n=this.#t(e,"toggle(feature)");return this.present[n]?this.remove(n):this.add(n)}clear(){return this.
present.fill(0),this.count=0,this.resetKey(),this}setFeatures(e){if(e===null||typeof e!="object"||typeof e[Symbol.iterator]!=
"function")throw new h("ARGUMENT_TYPE",`setFeatures(features): features must be an array of feature indices, got ${g(e)}`);
let n=Array.from(e),r=new Set;for(let s of n){if(this.#t(s,"setFeatures(features)"),r.has(s))throw new h("ARGUMENT",`set\
Features(features): feature ${s} is listed twice`,{input:s});r.add(s)}this.clear();for(let s of n)this.add(s);return this}features(){
let e=new Uint32Array(this.count);for(let n=0,r=0;r<this.count;n++)this.present[n]&&(e[r++]=n);return e}};var Ht=t=>class extends t{get name(){return"BigInt64"}get bits(){return 64}prepare(e){this.keys=Array.from(e)}setKeyAt(e,n){
this.keys[e]=n}negateKeyAt(){}resetKey(){this.k=0n}insertKey(e){this.k^=this.keys[e]}removeKey(e){this.k^=this.keys[e]}get key(){
return this.k}get hi(){return Number(this.k>>32n)}get lo(){return Number(this.k&0xFFFFFFFFn)}get keyHex(){return this.k.
toString(16).padStart(16,"0")}};var vt=t=>class extends t{get name(){return"Paired32"}get bits(){return 64}prepare(e){this.hiKeys=new Int32Array(e.length),
this.loKeys=new Int32Array(e.length);for(let n=0;n<e.length;n++)this.setKeyAt(n,e[n])}setKeyAt(e,n){this.hiKeys[e]=Number(
BigInt.asIntN(32,n>>32n)),this.loKeys[e]=Number(BigInt.asIntN(32,n))}negateKeyAt(){}resetKey(){this.h=0,this.l=0}insertKey(e){
this.h^=this.hiKeys[e],this.l^=this.loKeys[e]}removeKey(e){this.h^=this.hiKeys[e],this.l^=this.loKeys[e]}get hi(){return this.
h>>>0}get lo(){return this.l>>>0}get key(){return BigInt(this.h>>>0)<<32n|BigInt(this.l>>>0)}get keyHex(){return(this.h>>>
0).toString(16).padStart(8,"0")+(this.l>>>0).toString(16).padStart(8,"0")}};var Yt=t=>class extends t{get name(){return"Additive48"}get bits(){return 48}prepare(e){this.keys=new Float64Array(e.length);
for(let n=0;n<e.length;n++)this.setKeyAt(n,e[n])}setKeyAt(e,n){this.keys[e]=Number(n>>16n)}negateKeyAt(e){this.keys[e]=(281474976710656-
this.keys[e])%281474976710656}resetKey(){this.k=0}insertKey(e){this.k+=this.keys[e],this.k>=281474976710656&&(this.k-=281474976710656)}removeKey(e){
this.k-=this.keys[e],this.k<0&&(this.k+=281474976710656)}get key(){return this.k}get keyHex(){return this.k.toString(16).
padStart(12,"0")}};var Dt=class extends Ht(nt){static name="BigInt64Hash"},Wt=class extends vt(nt){static name="Paired32Hash"},jt=class extends Yt(
nt){static name="Additive48Hash"},Xt={bigint64:Dt,paired32:Wt,additive48:jt};var xe=(1n<<64n)-1n;function L(t,e="a seed"){if(typeof t=="bigint")return BigInt.asUintN(64,t);if(typeof t=="number"&&Number.
isSafeInteger(t)&&t>=0)return BigInt(t);throw new h("ARGUMENT_TYPE",`${typeof e=="string"?e:"a seed"} must be a non-nega\
tive safe integer or a BigInt (taken modulo 2^64), got ${g(t)}`,{input:t})}function Tn(t){return Qr(L(t,"splitmix64(seed\
): seed"))}function*Qr(t){let e=t;for(;;){e=e+0x9E3779B97F4A7C15n&xe;let n=e;n=(n^n>>30n)*0xBF58476D1CE4E5B9n&xe,n=(n^n>>
27n)*0x94D049BB133111EBn&xe,yield n^n>>31n}}function Ue(t,e=781){z(e,"splitmix64Table(seed, count): count",0,1<<24);let n=new BigUint64Array(
e),r=Tn(t);for(let s=0;s<e;s++)n[s]=r.next().value;return n}var Me=1<<24,qr=(1n<<64n)-1n,ts=Symbol.dispose??Symbol.for("Symbol.dispose");function kn(t){let e=t.x,n=new FinalizationRegistry(
s=>{t.broken||e.zbw_free(s)});class r{static name="KeySpace";#t;#n;constructor(o,a=void 0){let{seed:i}=B(a,"new KeySpace\
(size, options): options",["seed"]),l;if(typeof o=="number")z(o,"new KeySpace(size): size",1,Me),l=new BigUint64Array(o),
this.#t=this.#e(l.length),e.zbw_keys_fill(L(i??0,"new KeySpace(size, { seed }): seed"),this.#t,l.length),l.set(new BigUint64Array(
t.memory.buffer,this.#t,l.length));else{if(i!==void 0)throw new h("ARGUMENT","new KeySpace(table, { seed }): a seed is f\
or generated keys, not a given table");if(H(o),o.length>Me)throw new h("ARGUMENT",`new KeySpace(table): at most ${Me} ke\
ys`);l=BigUint64Array.from(o),this.#t=this.#e(l.length),new BigUint64Array(t.memory.buffer,this.#t,l.length).set(l)}this.#n=
l,n.register(this,this.#t,this)}#e(o){let a=e.zbw_alloc(8*o);if(!a)throw new h("NO_MEMORY",`cannot allocate ${o} keys`);
return a}#r(o){if(!this.#t)throw new h("KEY_SPACE_FREED",`${o}: this KeySpace was freed (free() or dispose) and cannot b\
e used`);return this.#t}get size(){return this.#n.length}get freed(){return this.#t===0}get table(){return this.#r("tabl\
e"),this.#n.slice()}keyAt(o){return this.#r("keyAt(feature)"),this.#n[this.#s(o,"keyAt(feature)")]}#s(o,a){if(!Number.isInteger(
o)||o<0||o>=this.#n.length)throw new h(typeof o=="number"?"ARGUMENT":"ARGUMENT_TYPE",`${a}: a feature must be an integer\
 from 0 to ${this.#n.length-1}, got ${g(o)}`,{input:o});return o}#o(o,a){if(o===null||typeof o!="object"||typeof o[Symbol.
iterator]!="function")throw new h("ARGUMENT_TYPE",`${a}: features must be an array of feature indices, got ${g(o)}`);let i=Array.
isArray(o)||ArrayBuffer.isView(o)?o:Array.from(o),l=i.length,c=new Uint32Array(l);for(let u=0;u<l;u++)c[u]=this.#s(i[u],
a);let f=t.output.need(4*Math.max(l,1));return new Uint32Array(t.memory.buffer,f,l).set(c),[f,l]}keyOf(o){let a=this.#r(
"keyOf(features)"),[i,l]=this.#o(o,"keyOf(features)");return BigInt.asUintN(64,e.zbw_hash_features(a,i,l))}halvesOf(o){let a=this.
keyOf(o);return{hi:Number(a>>32n),lo:Number(a&0xFFFFFFFFn)}}add48Of(o){let a=this.#r("add48Of(features)"),[i,l]=this.#o(
o,"add48Of(features)");return e.zbw_hash_features_add48(a,i,l)}toggle(o,a){if(this.#r("toggle(key, feature)"),typeof o!=
"bigint")throw new h("ARGUMENT_TYPE",`toggle(key, feature): key must be a BigInt, got ${g(o)}`);return(o^this.#n[this.#s(
a,"toggle(key, feature)")])&qr}hash(o="bigint64"){this.#r("hash(name)");let a=typeof o=="string"?o.toLowerCase():null,i=a!==
null&&Object.prototype.hasOwnProperty.call(Xt,a)?Xt[a]:void 0;if(!i)throw new h(typeof o=="string"?"ARGUMENT":"ARGUMENT_\
TYPE",`hash(name): name must be one of ${Object.keys(Xt).join(", ")}, got ${g(o)}`);return new i(this.#n)}free(){this.#t&&
(n.unregister(this),t.broken||e.zbw_free(this.#t),this.#t=0)}}return r.prototype[ts]=r.prototype.free,{KeySpace:r}}function Sn(t){let e=globalThis.Buffer;if(typeof e=="function"&&typeof e.from=="function")return es(e,t);if(typeof Uint8Array.
fromBase64=="function")return Uint8Array.fromBase64(t);let n=atob(t),r=new Uint8Array(n.length);for(let s=0;s<n.length;s++)
r[s]=n.charCodeAt(s);return r}function es(t,e){let n=t.prototype?.base64Write;if(typeof n=="function"){let s=new Uint8Array(
(e.length>>2)*3+3),o=-1;try{o=n.call(s,e,0,s.length)}catch{}if(Number.isInteger(o)&&o>=0&&o<=s.length)return s.subarray(
0,o)}let r=t.from(e,"base64");return new Uint8Array(r.buffer,r.byteOffset,r.length)}var ns=`
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
`,rs=781,Zt;function Ne(){if(Zt===void 0){Zt=new BigUint64Array(rs);let t=new Uint8Array(Zt.buffer);if(t.set(Sn(ns)),new Uint8Array(
new Uint16Array([1]).buffer)[0]===0)for(let e=0;e<t.length;e+=8)t.subarray(e,e+8).reverse()}return Zt.slice()}var rt=781,lt=768,qt=772,Nt=780,ct=(1n<<64n)-1n,Re=["pseudo","legal","literal"],Ot=["polyglot","stockfish","chessjs"],Oe=(t,e)=>(t<<
e|t>>64n-e)&ct;function*ss(t){let e=t;for(;;)e^=e>>12n,e^=e<<25n&ct,e^=e>>27n,yield e*2685821657736338717n&ct}function*os(t,e){
for(;;){let n=Oe(t*5n&ct,7n)*9n&ct;e^=t,t=Oe(t,24n)^e^e<<16n&ct,e=Oe(e,37n),yield n}}var st=t=>t.next().value;function is(){
let t=ss(1070372n),e=new BigUint64Array(rt),n=new BigUint64Array(16);for(let r of[1,0])for(let s=0;s<6;s++)for(let o=0;o<
64;o++)e[64*(2*s+r)+o]=st(t);for(let r=0;r<8;r++)e[qt+r]=st(t);for(let r=0;r<16;r++)n[r]=st(t);return e[Nt]=st(t),{table:e,
castling:n}}function as(){let t=os(0x31c4b365b102e01en,0xa187eb39cdcaed8fn),e=new BigUint64Array(rt),n=new BigUint64Array(
16);for(let r of[1,0])for(let s=0;s<6;s++)for(let o=0;o<128;o++){let a=st(t);o&136||(e[64*(2*s+r)+8*(7-(o>>4))+(o&7)]=a)}
for(let r=0;r<8;r++)e[qt+r]=st(t);for(let r=0;r<16;r++)n[r]=st(t);return e[Nt]=st(t),{table:e,castling:n}}function Jt(t,e,n,r,s,o){
let a=new BigUint64Array(e),i=new BigUint64Array(16);for(let c=0;c<16;c++)if(n)i[c]=n[c];else for(let f=0;f<4;f++)c&1<<f&&
(i[c]^=a[lt+f]);if(n)for(let c=0;c<4;c++)a[lt+c]=i[1<<c];let l={name:t,get table(){return a.slice()},get castling(){return i.
slice()},castlingKeys:n?16:4,ep:r,turn:s,halfmoveBuckets:o};return Object.defineProperty(l,Un,{value:!0}),Mn.set(Object.
freeze(l),{table:a,castling:i}),cs(l)}var Un=Symbol.for("zobrist-wasm.Layout"),xn=new WeakMap;function fs(t){let e=xn.get(
t);if(e)return e;let{name:n,castlingKeys:r,ep:s,turn:o,halfmoveBuckets:a}=t;if(Ot.includes(n))e=ze(n);else{let i="layout\
(spec): another copy's Layout";if(!Re.includes(s)||o!=="white"&&o!=="black"||typeof a!="boolean"||r!==4&&r!==16)throw new h(
"ARGUMENT",`${i} has fields this copy does not know (ep ${g(s)}, turn ${g(o)})`);let l=Qt(t.table,rt,`${i}'s table`);e=Jt(
n,l,r===16?Qt(t.castling,16,`${i}'s castling`):null,s,o,a)}return xn.set(t,e),e}var Mn=new WeakMap,wt=t=>Mn.get(t),Vt=new Map;
function ze(t){let e=Vt.get(t);if(!e){if(t==="polyglot")e=Jt(t,Ne(),null,"pseudo","white",!1);else{let{table:n,castling:r}=t===
"stockfish"?is():as();e=Jt(t,n,r,"pseudo","black",t==="stockfish")}Vt.set(t,e)}return e}function Qt(t,e,n){if(!((t instanceof
BigUint64Array||Array.isArray(t)&&Se(t))&&t.length===e))throw new h("ARGUMENT_TYPE",`${n} must be ${e} keys (a BigUint64\
Array, or BigInts from 0 to 2^64 - 1), got ${g(t)}`);return t}function v(t="polyglot"){if(ls(t))return t;if(t?.[Un]===!0)
return fs(t);if(typeof t=="string")return us(t);let e=B(t,"layout(spec): spec",["base","seed","table","castlingTable","c\
astling","ep","turn"]),{base:n,seed:r,table:s,castlingTable:o,castling:a,ep:i,turn:l}=e;if([n,r,s].filter(u=>u!==void 0).
length>1)throw new h("ARGUMENT","layout(spec): give at most one of base, seed and table");let c;if(s!==void 0)c={table:Qt(
s,rt,"layout({ table })"),castling16:null,ep:"pseudo",turn:"white",halfmove:!1};else if(r!==void 0){let u=Ue(L(r,"layout\
({ seed }): seed"),rt+16);c={table:u.subarray(0,rt),castling16:null,spare:u.subarray(rt),ep:"pseudo",turn:"white",halfmove:!1}}else{
let u=n===void 0?"polyglot":n;if(!Ot.includes(u))throw new h("ARGUMENT",`layout(spec): base must be one of ${Ot.join(", ")}\
, got ${g(u)}`);let p=ze(u);if(o===void 0&&a===void 0&&i===void 0&&l===void 0)return p;let y=wt(p);c={table:y.table,castling16:p.
castlingKeys===16?y.castling:null,ep:p.ep,turn:p.turn,halfmove:p.halfmoveBuckets}}let f=c.castling16;if(o!==void 0){if(a!==
void 0&&a!==16)throw new h("ARGUMENT",`layout(spec): a castlingTable is 16 keys: castling must be 16 or left out, got ${g(
a)}`);f=Qt(o,16,"layout({ castlingTable })")}else if(a===16&&!f){if(!c.spare)throw new h("ARGUMENT","layout(spec): castl\
ing: 16 needs 16 castling keys (castlingTable, or a seed)");f=c.spare}else if(a===4){if(f)throw new h("ARGUMENT","layout\
(spec): castling: 4 on a 16-key layout has no four keys to XOR")}else if(a!==void 0&&a!==16)throw new h("ARGUMENT",`layo\
ut(spec): castling must be 4 or 16, got ${g(a)}`);if(i!==void 0&&!Re.includes(i))throw new h("ARGUMENT",`layout(spec): e\
p must be one of ${Re.join(", ")}, got ${g(i)}`);if(l!==void 0&&l!=="white"&&l!=="black")throw new h("ARGUMENT",`layout(\
spec): turn must be 'white' or 'black', got ${g(l)}`);return Jt("custom",c.table,f,i??c.ep,l??c.turn,c.halfmove)}function us(t){
let[e,...n]=t.split(",");if(Ot.includes(e)&&n.length===0)return ze(e);let r={};if(Ot.includes(e))r.base=e;else if(/^seed:\d+$/.
test(e)&&BigInt(e.slice(5))<1n<<64n)r.seed=BigInt(e.slice(5));else throw e.startsWith("seed:")?new h("ARGUMENT",`layout(${g(
t)}): seed:S needs a whole number from 0 to 2^64 - 1 in decimal digits, got ${g(e.slice(5))}`):new h("ARGUMENT",`layout(${g(
t)}): unknown layout ${g(e)} (polyglot, stockfish, chessjs, seed:S)`);for(let s of n){let o=/^(?:(castling)=(4|16)|(ep|turn)=(.*))$/.
exec(s);if(!o)throw new h("ARGUMENT",`layout(${g(t)}): unknown option ${g(s)} (castling=4|16, ep=pseudo|legal|literal, t\
urn=white|black)`);o[1]?r.castling=Number(o[2]):r[o[3]]=o[4]}return v(r)}var Nn=new WeakSet;function cs(t){return Nn.add(
t),t}var ls=t=>Nn.has(t),On=t=>Vt.get(t?.name)===t,Rn=t=>Vt.get("polyglot")===t,Be=70,Pe=t=>t<lt?t&63:t<qt?64+t-lt:t<Nt?
68:69;function Ie(t){let e=String.fromCharCode(97+(t&7),49+((t&63)>>3));return new h("ARGUMENT",t<lt?`two pieces on ${e}`:
`feature ${t} conflicts with another`,{input:t})}function hs(t,e,n=0){if(t=v(t),e===null||typeof e!="object"||typeof e[Symbol.
iterator]!="function")throw new h("ARGUMENT_TYPE",`keyOfFeatures(layout, features): features must be an array (or iterab\
le) of feature indices, got ${g(e)}`,{input:e});z(n,"keyOfFeatures(layout, features, halfmove): halfmove",0,4294967295);
let{table:r,castling:s}=wt(t),o=new Uint8Array(Be),a=0n,i=0,l=!1;for(let c of e){if(!Number.isInteger(c)||c<0||c>=rt)throw new h(
"ARGUMENT",`keyOfFeatures: a feature must be an integer from 0 to 780, got ${g(c)}`);if(o[Pe(c)]++)throw Ie(c);c>=lt&&c<
qt?i^=1<<c-lt:c===Nt?l=!l:a^=r[c]}return a^=s[i],l===(t.turn==="white")&&(a^=r[Nt]),a^te(t,n)}function ps(t,e){return t=
v(t),z(e,"halfmoveKey(layout, halfmove): halfmove",0,4294967295),te(t,e)}var Ce=t=>Math.floor((Math.min(t,65535)-14)/8);
function te(t,e){return!t.halfmoveBuckets||e<14?0n:BigInt(Ce(e))*6364136223846793005n+1442695040888963407n&ct}var ds={pseudo:0,legal:1,literal:2},gt=class{constructor(e){this.core=e,this.sets=new Map}acquire(e){if(Rn(e))return 0;let n=this.
sets.get(e);return n||(n={ptr:this.#t(e),users:0,kept:On(e)},this.sets.set(e,n)),n.users++,n.ptr}#t(e){let n=this.core.output.
need(6376),r=new BigUint64Array(this.core.memory.buffer,n,797),s=wt(e);r.set(s.table),r.set(s.castling,781);let o=this.core.
x.zbw_keys_new_layout(n,e.castlingKeys===16?n+8*781:0,ds[e.ep],e.turn==="white"?1:0,e.halfmoveBuckets?1:0);if(!o)throw new h(
"NO_MEMORY","cannot allocate a key set");return o}release(e){let n=this.sets.get(e);n&&--n.users===0&&!n.kept&&(this.core.
broken||this.core.x.zbw_keys_free(n.ptr),this.sets.delete(e))}with(e,n){let r=this.acquire(e);try{return n(r)}finally{this.
release(e)}}},ht=Object.freeze(["layout","seed"]);function pt(t,e){let{layout:n,seed:r}=t;if(n!==void 0&&r!==void 0)throw new h(
"ARGUMENT",`${e}: give layout or seed, not both`);return r!==void 0?v({seed:r}):v(n??"polyglot")}var G="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",Ke=128,ys=256*8,ms=Symbol.dispose??Symbol.for("Symbol.d\
ispose"),j=1024,_t=64;function zn(t,e={count:0}){let n=t.x,r=new gt(t),s=new FinalizationRegistry(({ptr:a,layout:i})=>{t.
broken||n.zbw_position_free(a),r.release(i),e.count--});class o{static name="Position";#t;#n;static{t.positionPointer=i=>i!==
null&&typeof i=="object"&&#t in i?i.#e():0}constructor(i=G,l=void 0){I(i,"new Position(fen): fen",j),l=B(l,"new Position\
(fen, options): options",ht);let c=pt(l,"new Position(fen, options)"),f=r.acquire(c),u=n.zbw_position_new(f);if(!u)throw r.
release(c),new h("NO_MEMORY","cannot allocate a position");if(this.#t=u,this.#n=c,e.count++,s.register(this,{ptr:u,layout:c},
this),i!==G)try{this.reset(i)}catch(p){throw this.free(),p}}reset(i=G){let l=this.#e();I(i,"reset(fen): fen",j);let c=t.
writeInput(i),f=n.zbw_position_set_fen(l,t.input.ptr,c);if(f)throw t.fenError(f,i);return this}#e(){if(this.#t===0)throw new h(
"POSITION_FREED","this Position was freed (free() or dispose) and cannot be used");return this.#t}play(i){let l=this.#e();
(typeof i!="string"||i.length>_t)&&I(i,"play(move): move",_t);let c=t.writeInput(i),f=n.zbw_position_play(l,t.input.ptr,
c);if(f)throw t.error(f,`Cannot play ${$(i)} in ${this.fen}`,{input:i,fen:this.fen});return this}playCode(i){let l=this.#e();
z(i,"playCode(code): code",0,65535);let c=n.zbw_position_make_code(l,i);if(c)throw t.error(c,`Cannot play move code ${i}\
 in ${this.fen}`,{input:i,fen:this.fen});return this}undo(){let i=n.zbw_position_undo(this.#e());if(i)throw t.error(i,"C\
annot undo");return this}get key(){return BigInt.asUintN(64,n.zbw_position_key(this.#e()))}get layout(){return this.#e(),
this.#n}get keyHi(){return n.zbw_position_key_hi(this.#e())>>>0}get keyLo(){return n.zbw_position_key_lo(this.#e())>>>0}get keyHex(){
return this.keyHi.toString(16).padStart(8,"0")+this.keyLo.toString(16).padStart(8,"0")}get fen(){let i=t.output.need(Ke);
return t.readString(i,n.zbw_position_fen(this.#e(),i))}get turn(){return n.zbw_position_side(this.#e())===1?"w":"b"}get inCheck(){
return n.zbw_position_in_check(this.#e())!==0}get ply(){return n.zbw_position_ply(this.#e())}get halfmoveClock(){return n.
zbw_position_halfmove(this.#e())}get fullmoveNumber(){return n.zbw_position_fullmove(this.#e())}legalMoves(i=void 0){let{
san:l=!1}=B(i,"legalMoves(options): options",["san"]);if(typeof l!="boolean")throw new h("ARGUMENT_TYPE",`legalMoves({ s\
an }): san must be true or false, got ${g(l)}`);let c=t.output.need(ys),f=t.readString(c,n.zbw_position_legal_text(this.#e(),
l?1:0,c));return f===""?[]:f.split(" ")}legalMoveCodes(){let i=t.output.need(512),l=n.zbw_position_legal_moves(this.#e(),
i);return new Uint16Array(t.memory.buffer,i,l).slice()}toSan(i){let l=this.#e();I(i,"toSan(move): move",_t);let c=t.writeInput(
i),f=n.zbw_position_parse_move(l,t.input.ptr,c);if(f<0)throw t.error(-f,`Cannot read ${$(i)} in ${this.fen}`,{input:i,fen:this.
fen});let u=t.output.need(16);return t.readString(u,n.zbw_move_san(l,f,u))}isRepetition(){return n.zbw_position_repetitions(
this.#e())>=2}repetitions(){return n.zbw_position_repetitions(this.#e())}perft(i){let l=this.#e();return z(i,"perft(dept\
h): depth",0,20),n.zbw_position_perft(l,i)}features(){let i=t.output.need(160),l=n.zbw_position_features(this.#e(),i);return new Uint32Array(
t.memory.buffer,i,l).slice()}get freed(){return this.#t===0}free(){this.#t!==0&&(s.unregister(this),t.broken||n.zbw_position_free(
this.#t),r.release(this.#n),this.#t=0,e.count--)}[ms](){this.free()}}return o.START_FEN=G,{Position:o,live:e,keySets:r}}var $e=256,bs=new TextEncoder;function Bn(t,e,n){if(e.length<=$e)return t.writeInput(e.join(""));let r=(t.input.need(n),
t.bytes()),s=t.input.ptr;for(let o=0;o<e.length;o+=$e){let a=Math.min(o+$e,e.length),i=e.slice(o,a).join(""),{read:l,written:c}=bs.
encodeInto(i,r.subarray(s,s+i.length));(l!==i.length||c!==i.length)&&ke(r,s,i),s+=i.length}return n}var ee=781,ws=1<<20,Fe=new Uint8Array(128);for(let t of'{}()[];%$*"')Fe[t.charCodeAt(0)]=1;for(let t=48;t<=57;t++)Fe[t]=
2;var gs=new Set(["1-0","0-1","1/2-1/2"]);function _s(t){let e=0;for(let n=0;n<t.length;n++){let r=t.charCodeAt(n);if(r<=
32||r>=127){if(/\s/.test(t))return!1;continue}let s=Fe[r];if(s===1)return!1;s===2&&e===n&&e++}return t.length===0?!1:e===
0?!0:e===t.length?t==="0000":t.charCodeAt(e)!==46&&!gs.has(t)}function Pn(t,e=new gt(t)){let n=t.x,r=(d,m,b)=>d===void 0?
b(0):e.with(pt(B(d,`${m}: options`,ht),m),b);function s(d,m=void 0){return I(d,"keyOfFen(fen): fen",j),m===void 0?o(0,d):
r(m,"keyOfFen(fen, options)",b=>o(b,d))}function o(d,m){let b=t.writeInput(m),w=t.output.need(8),E=n.zbw_key_of_fen(d,t.
input.ptr,b,w);if(E)throw t.fenError(E,m);return t.u64()[w>>3]}let a=new Uint16Array(256);function i(d,m=void 0){if(!Array.
isArray(d))throw new h("ARGUMENT_TYPE",`keysOfFens(fens): fens must be an array of strings, got ${g(d)}`);let b=d.slice(),
w=b.length;a.length<w&&(a=new Uint16Array(Math.max(w,2*a.length)));let E=0;for(let S=0;S<w;S++){let k=b[S];(typeof k!="s\
tring"||k.length>j)&&I(k,`keysOfFens(fens): fens[${S}]`,j),a[S]=k.length,E+=k.length}if(E>ws)try{return l(b,w,E,m)}finally{
t.trimRegions()}return l(b,w,E,m)}function l(d,m,b,w){return r(w,"keysOfFens(fens, options)",E=>{Bn(t,d,b);let S=t.output.
need(10*m);new Uint16Array(t.bytes().buffer,S+8*m,m).set(a.subarray(0,m));let k=n.zbw_keys_of_fens(E,t.input.ptr,S+8*m,S,
m);if(k){let U=n.zbw_last_index(),O=t.fenError(k,d[U],`Invalid FEN at index ${U}`);throw O.index=U,O}return new BigUint64Array(
t.bytes().buffer,S,m).slice()})}function c(d,m=void 0){let b=B(m,"replay(moves, options): options",["fen",...ht]),{fen:w}=b,
E=pt(b,"replay(moves, options)"),S;if(Array.isArray(d)){d=d.slice();for(let U=0;U<d.length;U++){let O=d[U];if((typeof O!=
"string"||O.length>_t)&&I(O,`replay(moves): moves[${U}]`,_t),!_s(O))throw new h("ARGUMENT",`replay(moves): moves[${U}] m\
ust be one move (SAN, UCI or a null move; no move number, result, comment or variation), got ${g(O)}`,{index:U,input:O})}
try{S=d.join(" ")}catch(U){throw U instanceof RangeError?new h("ARGUMENT",`replay(moves): ${d.length} moves are more tex\
t than one string can hold; replay them in parts (replay(moves, { fen }))`):U}}else if(typeof d=="string")S=d;else throw new h(
"ARGUMENT_TYPE",`replay(moves): moves must be an array of strings or PGN movetext, got ${g(d)}`);w!==void 0&&I(w,"replay\
(moves, { fen }): fen",j);let k=w??G;try{return e.with(E,U=>f(U,S,k))}finally{t.trimRegions()}}function f(d,m,b){let w=t.
scratch(d),E=t.writeInput(b),S=n.zbw_position_set_fen(w,t.input.ptr,E);if(S)throw t.fenError(S,b);let k=t.writeInput(m),
U=(k>>1)+2,O=t.output.need(8*U),N=n.zbw_replay(d,t.input.ptr,k,O,U);if(N){let R=n.zbw_last_plies()+1,_=t.output.need(128),
T=t.readString(_,n.zbw_position_fen(w,_)),A=n.zbw_last_offset(),M=m.slice(A,A+n.zbw_last_length());throw t.error(N,`Cann\
ot play ${$(M)} at ply ${R} in ${T}`,{input:M,ply:R,fen:T,offset:A})}return new BigUint64Array(t.memory.buffer,O,n.zbw_last_plies()+
1).slice()}function u(d,m=void 0){return I(d,"featuresOfFen(fen): fen",j),r(m,"featuresOfFen(fen, options)",b=>{let w=t.
scratch(b),E=t.writeInput(d),S=n.zbw_position_set_fen(w,t.input.ptr,E);if(S)throw t.fenError(S,d);let k=t.output.need(160),
U=n.zbw_position_features(w,k);return new Uint32Array(t.memory.buffer,k,U).slice()})}function p(){return new BigUint64Array(
t.memory.buffer,n.zbw_polyglot_table(),ee).slice()}function y(d){let m=t.output.need(8*ee);return n.zbw_keys_fill(L(d,"s\
eededTable(seed): seed"),m,ee),new BigUint64Array(t.memory.buffer,m,ee).slice()}return{keyOfFen:s,keysOfFens:i,replay:c,
featuresOfFen:u,polyglotTable:p,seededTable:y}}var Es=[[1,2],[2,1],[2,-1],[1,-2],[-1,-2],[-2,-1],[-2,1],[-1,2]],As=[[1,0],[1,1],[0,1],[-1,1],[-1,0],[-1,-1],[0,-1],[1,-1]],
Ts=[[1,0],[-1,0],[0,1],[0,-1]],ks=[[1,1],[1,-1],[-1,1],[-1,-1]];function ne(t,e,n,r,s){let o=(e&7)+n,a=(e>>3)+r;return o>=
0&&o<8&&a>=0&&a<8&&t[8*a+o]===s}function In(t,e,n,r,s){for(let[o,a]of n)for(let i=(e&7)+o,l=(e>>3)+a;i>=0&&i<8&&l>=0&&l<
8;i+=o,l+=a){let c=t[8*l+i];if(c!==-1){if(c===r||c===s)return!0;break}}return!1}function Ss(t,e,n){let r=n?1:0,s=a=>2*a+
r,o=n?-1:1;if(ne(t,e,-1,o,s(0))||ne(t,e,1,o,s(0)))return!0;for(let[a,i]of Es)if(ne(t,e,a,i,s(1)))return!0;for(let[a,i]of As)
if(ne(t,e,a,i,s(5)))return!0;return In(t,e,Ts,s(3),s(4))||In(t,e,ks,s(2),s(4))}function re(t,e,n){let r=n?1:0,s=n?11:10,
o=n?e-8:e+8,a=o&7,i=t.indexOf(s);for(let l of[a>0?o-1:-1,a<7?o+1:-1]){if(l===-1||t[l]!==r)continue;if(i===-1)return!0;let c=t[o],
f=t[e];t[l]=-1,t[o]=-1,t[e]=r;let u=!Ss(t,i,!n);if(t[l]=r,t[o]=c,t[e]=f,u)return!0}return!1}var xs=768,Us=772,Ms=780,Ns="pnbrqk",Cn=1,Kn=0,$n=7,Fn=6,Ln=11,Gn=10,Os=[[4,7,Ln,$n],[4,0,Ln,$n],[60,63,Gn,Fn],[60,56,Gn,
Fn]];function ot(t,e,n){return new h("ARGUMENT_TYPE",`${t}: chess must be a chess.js 1.x Chess instance (with board(), t\
urn(), getCastlingRights() and fen()), got ${e}`,{input:n})}function Rs(t,e=void 0){let{layout:n}=B(e,"featuresOfChessJs\
(chess, options): options",["layout"]);return Le(t,v(n??"polyglot"),"featuresOfChessJs(chess)").features}function Le(t,e,n){
if(t===null||typeof t!="object"||typeof t.board!="function"||typeof t.turn!="function"||typeof t.getCastlingRights!="fun\
ction"||typeof t.fen!="function")throw ot(n,g(t),t);let r=t.board();if(!Array.isArray(r)||r.length!==8)throw ot(n,`a boa\
rd() of ${g(r)}`,t);let s=new Int8Array(64).fill(-1),o=[];for(let p=0;p<8;p++){let y=r[p];if(!Array.isArray(y)||y.length!==
8)throw ot(n,`a board() row of ${g(y)}`,t);for(let d=0;d<8;d++){let m=y[d];if(m==null)continue;let b=typeof m?.type=="st\
ring"&&m.type.length===1?Ns.indexOf(m.type):-1;if(b<0||m.color!=="w"&&m.color!=="b")throw ot(n,`a board() square holding\
 ${g(m?.type)} of color ${g(m?.color)}`,t);let w=8*(7-p)+d,E=2*b+(m.color==="w"?1:0);s[w]=E,o.push(64*E+w)}}let a=t.turn();
if(a!=="w"&&a!=="b")throw ot(n,`a turn() of ${g(a)}`,t);let i=a==="w";for(let[p,y]of[["w",0],["b",2]]){let d=t.getCastlingRights(
p);if(d===null||typeof d!="object")throw ot(n,`a getCastlingRights() of ${g(d)}`,t);[d.k,d.q].forEach((m,b)=>{let[w,E,S,
k]=Os[y+b];m===!0&&s[w]===S&&s[E]===k&&o.push(xs+y+b)})}let l=t.fen({forceEnpassantSquare:!0}),c=typeof l=="string"?l.split(
/\s+/):[],f=c[3];if(f===void 0)throw ot(n,`a fen() of ${g(l)}`,t);if(f==="-"&&e.ep==="literal"&&(f=zs(t)??"-"),f!=="-"){
let p=f.charCodeAt(0)-97,y=f.charCodeAt(1)-49;if(f.length!==2||p<0||p>7||y!==(i?5:2))throw ot(n,`a fen() with the ep squ\
are ${g(f)}`,t);let d=8*y+p,m=i?d-8:d+8,b=i?Cn:Kn,w=i?Kn:Cn,E=p>0&&s[m-1]===b||p<7&&s[m+1]===b;s[d]===-1&&s[m]===w&&(e.ep===
"literal"||E&&(e.ep==="pseudo"||re(s,d,i)))&&o.push(Us+p)}i&&o.push(Ms);let u=/^\d+$/.test(c[4]??"")?Math.min(Number(c[4]),
65535):0;return{features:Uint32Array.from(o),halfmove:u}}function zs(t){if(typeof t.history!="function")return;let e=t.history(
{verbose:!0}),n=Array.isArray(e)?e.at(-1):void 0;if(!(!n||typeof n.flags!="string"||!n.flags.includes("b")||typeof n.to!=
"string"))return n.to[0]+(n.to[1]==="4"?"3":"6")}var zt=781,Rt=768,q=772,it=780,at=zt,oe=zt+16,Bs=oe+1,Et=2,se="pPnNbBrRqQkK",Hn="pnbrqk",ft=new Uint8Array(64).fill(15);
ft[4]=12;ft[7]=14;ft[0]=13;ft[60]=3;ft[63]=11;ft[56]=7;function Ge(t,e){if(typeof t=="string"&&t.length===2){let n=t.charCodeAt(
0)-97,r=t.charCodeAt(1)-49;if(((n|r)&-8)===0)return 8*r+n}else if(typeof t=="number"&&Number.isInteger(t)&&t>=0&&t<64)return t;
throw new h("ARGUMENT",`${e} must be a square like "e4" or an index 0-63, got ${g(t)}`,{input:t})}function W(t){return String.
fromCharCode(97+(t&7),49+(t>>3))}function F(t,e){return new h("MOVE_MISMATCH",`applyMove({ from: ${g(t.from)}, to: ${g(t.
to)} }): ${e}`,{input:t})}var Ps=t=>H(t,zt);function Is(t){let e=t.trim().split(/\s+/)[4];return e!==void 0&&/^\d+$/.test(
e)?Number(e):0}var tt=class{static name="Scheme";#t;constructor(e,n=void 0){let{parseFen:r}=B(n,"new Scheme(layout, opti\
ons): options",["parseFen"]);if(r!==void 0&&typeof r!="function")throw new h("ARGUMENT_TYPE",`new Scheme(layout, { parse\
Fen }): parseFen must be a function, got ${g(r)}`);if(e===void 0)throw new h("ARGUMENT_TYPE","new Scheme(layout): give a\
 layout (a Layout, 'polyglot', 'stockfish', ...) or a 781-key table");let s=e instanceof BigUint64Array||Array.isArray(e)?
v({table:Ps(e)}):v(e);this.#t=s,this.castlingSets=s.castlingKeys===16,this.turnWhite=s.turn==="white",this.epLiteral=s.ep===
"literal",this.epLegal=s.ep==="legal",this.buckets=s.halfmoveBuckets;let o=new BigUint64Array(Bs),a=wt(s);o.set(a.table),
o.set(a.castling,at),this.prepare(o),this.turnWhite||this.negateKeyAt(it),this.parseFen=r,this.board=new Int8Array(64),this.
setFeatures([])}get layout(){return this.#t}get halfmoveClock(){return this.buckets?this.halfmove:this.clockAfter(this.plies)}clockAfter(e){
let n=this.history;for(let r=e;r>0;r--){let s=n[(r-1)*Et];if((s>>>12&15)>>1===0||(s>>>20&15)!==0)return e-r}return this.
halfmove+e}setFeatures(e,n=0){let r=e!==null&&typeof e=="object"&&typeof e.length=="number";if(!r&&(e===null||typeof e?.[Symbol.
iterator]!="function"||typeof e=="string"))throw new h("ARGUMENT_TYPE",`setFeatures(features): features must be an array\
 of feature indices, got ${g(e)}`);if(!Number.isInteger(n)||n<0||n>65535)throw new h("ARGUMENT",`setFeatures(features, h\
alfmove): halfmove must be an integer from 0 to 65535, got ${g(n)}`);let s=r?e:Array.from(e),o=this.seen??=new Uint32Array(
Be);(this.stamp===void 0||this.stamp===4294967295)&&(o.fill(0),this.stamp=0);let a=++this.stamp;for(let i=0;i<s.length;i++){
let l=s[i];if(!Number.isInteger(l)||l<0||l>=zt)throw new h("ARGUMENT",`a feature must be an integer from 0 to 780, got ${g(
l)}`);let c=Pe(l);if(o[c]===a)throw Ie(l);o[c]=a}this.board.fill(-1),this.clearHistory(),this.castling=0,this.ep=-1,this.
white=!1,this.halfmove=n,this.bucket=-1,this.resetKey();for(let i=0;i<s.length;i++){let l=s[i];l<Rt?(this.board[l&63]=l>>
6,this.insertKey(l)):l<q?(this.castling|=1<<l-Rt,this.castlingSets||this.insertKey(l)):l<it?(this.ep=l,this.insertKey(l)):
(this.white=!0,this.insertKey(l))}return this.castlingSets&&this.insertKey(at+this.castling),this.turnWhite||this.removeKey(
it),this.keyBucket(n),this}keyBucket(e){let n=this.buckets&&e>=14?Ce(e):-1;n!==this.bucket&&(this.bucket!==-1&&this.removeKey(
oe),n!==-1&&(this.setKeyAt(oe,te(this.#t,e)),this.insertKey(oe)),this.bucket=n)}countMove(e){this.history[(this.plies-1)*
Et+1]|=this.halfmove<<7,this.halfmove=e?0:this.halfmove+1,this.keyBucket(this.halfmove)}clearHistory(){this.history??=new Int32Array(
Et*64),!this.buckets&&this.plies>0&&(this.halfmove=this.clockAfter(this.plies)),this.plies=0}undo(){if(this.plies===0)throw new h(
"NOTHING_TO_UNDO","undo(): no move applied since the position was set");let e=this.history,n=--this.plies*Et,r=e[n],s=(e[n+
1]&127)-1,o=e[n+1]>>>7,a=r&63,i=r>>>6&63,l=r>>>12&15,c=r>>>16&15,f=(r>>>20&15)-1,u=r>>>24&15,p=r>>>28,y=this.board;this.
ep!==-1&&this.removeKey(this.ep),this.white?this.removeKey(it):this.insertKey(it),this.white=(l&1)===1;let d=u&~this.castling;
if(d)if(this.castlingSets)this.removeKey(at+this.castling),this.insertKey(at+u);else for(let m=0;m<4;m++)d&1<<m&&this.insertKey(
Rt+m);if(this.castling=u,l>>1===5&&(i-a===2||a-i===2)){let m=i>a?a+3:a-4,b=i>a?a+1:a-1,w=y[b];this.removeKey(64*w+b),this.
insertKey(64*w+m),y[b]=-1,y[m]=w}return this.removeKey(64*c+i),y[i]=-1,this.insertKey(64*l+a),y[a]=l,f!==-1&&(this.insertKey(
64*f+s),y[s]=f),this.ep=p===0?-1:q+p-1,p!==0&&this.insertKey(this.ep),this.buckets&&(this.halfmove=o,this.keyBucket(o)),
this}setFen(e){if(!this.parseFen)throw new h("ARGUMENT","setFen needs a parseFen option: create the scheme with createSc\
heme(), or without WebAssembly use setFromChessJs(new Chess(fen))");let n=this.parseFen(e,{layout:this.#t});return this.
setFeatures(n,Is(e))}setFromChessJs(e){let{features:n,halfmove:r}=Le(e,this.#t,"setFromChessJs(chess)");return this.setFeatures(
n,r)}togglePiece(e,n){let r=typeof e=="string"&&e.length===1?se.indexOf(e):e;if(!Number.isInteger(r)||r<0||r>11)throw new h(
"ARGUMENT",`a piece must be a FEN letter (PNBRQKpnbrqk) or a kind 0-11, got ${g(e)}`);let s=Ge(n,"square"),o=this.board[s];
if(o!==-1&&o!==r)throw new h("ARGUMENT",`${W(s)} holds ${se[o]}, not ${se[r]}`);return this.board[s]=o===r?-1:r,this.flip(
64*r+s,o!==r),this}toggleCastling(e){let n=typeof e=="string"?"KQkq".indexOf(e):e;if(!Number.isInteger(n)||n<0||n>3||typeof e==
"string"&&e.length!==1)throw new h("ARGUMENT",`a castling right must be K, Q, k, q or 0-3, got ${g(e)}`);let r=this.castling;
return this.castling^=1<<n,this.castlingSets?(this.clearHistory(),this.removeKey(at+r),this.insertKey(at+this.castling)):
this.flip(Rt+n,(this.castling&1<<n)!==0),this}toggleEpFile(e){let n=typeof e=="string"&&e.length===1?e.charCodeAt(0)-97:
e;if(!Number.isInteger(n)||n<0||n>7)throw new h("ARGUMENT",`an ep file must be a-h or 0-7, got ${g(e)}`);if(this.ep!==-1&&
this.ep!==q+n)throw new h("ARGUMENT",`the ep file ${"abcdefgh"[this.ep-q]} is hashed already`);return this.ep=this.ep===
-1?q+n:-1,this.flip(q+n,this.ep!==-1),this}toggleSide(){return this.white=!this.white,this.flip(it,this.white),this}flip(e,n){
this.clearHistory(),n?this.insertKey(e):this.removeKey(e)}add(e){this.insertKey(e)}remove(e){this.removeKey(e)}applyMove(e){
if(e===null||typeof e!="object")throw new h("ARGUMENT_TYPE",`applyMove(move): move must be an object like chess.js's, go\
t ${g(e)}`);let n=Ge(e.from,"move.from"),r=Ge(e.to,"move.to"),s=this.board,o=s[n],a=(o&1)===1;if(o===-1)throw F(e,`no pi\
ece on ${W(n)}`);if(a!==this.white)throw F(e,`the piece on ${W(n)} is not the side to move's`);let i=e.piece,l=e.color;if(i!==
void 0&&i!==Hn[o>>1])throw F(e,`${W(n)} holds ${se[o]}`);if(l!==void 0&&l!==(a?"w":"b"))throw F(e,`it is ${a?"white":"bl\
ack"}'s piece`);let c=o>>1,f=(r&7)-(n&7),u=this.ep,p=s[r]===-1?-1:r;if(c===0){let N=a?r-n:n-r;if(!(f===0?p===-1&&(N===8||
N===16&&n>>3===(a?1:6)&&s[n+r>>1]===-1):(f===1||f===-1)&&N===8+(a?f:-f)))throw F(e,`a pawn cannot go from ${W(n)} to ${W(
r)}`);if(f!==0&&p===-1){if(u!==q+(r&7))throw F(e,`no en passant capture on ${W(r)}`);p=a?r-8:r+8}}let y=p===-1?-1:s[p];if(y!==
-1&&(((y^o)&1)===0||y>>1===5))throw F(e,`cannot capture on ${W(r)}`);if(p!==-1&&y===-1)throw F(e,`nothing to capture on ${W(
r)}`);let d=e.captured;if(d!==void 0&&(y===-1||d!==Hn[y>>1]))throw F(e,`the move says it captures ${d}`);let m=o,b=e.promotion;
if(b!=null){let N=typeof b=="string"&&b.length===1?"nbrq".indexOf(b):-1;if(c!==0||N<0||r>>3!==(a?7:0))throw F(e,`bad pro\
motion ${g(b)}`);m=2*(N+1)+(o&1)}else if(c===0&&r>>3===(a?7:0))throw F(e,"a pawn reaching the last rank needs move.promo\
tion");let w=this.castling,E=c===5&&(f===2||f===-2);if(E){let N=f>0?n+3:n-4,R=(a?0:2)+(f>0?0:1);if(!(w&1<<R))throw F(e,`\
no ${"KQkq"[R]} castling right`);if(s[N]!==(a?7:6))throw F(e,`no rook on ${W(N)} to castle with`);for(let _=Math.min(n,N)+
1;_<Math.max(n,N);_++)if(s[_]!==-1)throw F(e,`${W(_)} is in the way of castling`)}let S=this.history,k=this.plies*Et;if(k+
Et>S.length){let N=new Int32Array(S.length*2);N.set(S),this.history=S=N}if(S[k]=n|r<<6|o<<12|m<<16|y+1<<20|w<<24|(u===-1?
0:u-q+1)<<28,S[k+1]=p+1,this.plies++,u!==-1&&this.removeKey(u),y!==-1&&(this.removeKey(64*y+p),s[p]=-1),this.removeKey(64*
o+n),s[n]=-1,this.insertKey(64*m+r),s[r]=m,E){let N=f>0?n+3:n-4,R=f>0?n+1:n-1,_=s[N];this.removeKey(64*_+N),this.insertKey(
64*_+R),s[N]=-1,s[R]=_}let U=w&~(ft[n]&ft[r]);if(U){let N=w&~U;if(this.castlingSets)this.removeKey(at+w),this.insertKey(
at+N);else for(let R=0;R<4;R++)U&1<<R&&this.removeKey(Rt+R);this.castling=N}a?this.removeKey(it):this.insertKey(it),this.
white=!a;let O=-1;if(c===0&&(r-n===16||n-r===16)){let N=a?0:1,R=r&7;(this.epLiteral||(R>0&&s[r-1]===N||R<7&&s[r+1]===N)&&
(!this.epLegal||re(s,n+r>>1,!a)))&&(O=q+R,this.insertKey(O))}return this.ep=O,this.buckets&&this.countMove(c===0||y!==-1),
this}};var At=class extends Ht(tt){static name="BigInt64"},Tt=class extends vt(tt){static name="Paired32"},kt=class extends Yt(
tt){static name="Additive48"};function ie(t){return Object.freeze([{id:"xor32",bits:32,label:"32-bit XOR (low half of the key)"},{id:"xor48",bits:48,label:"\
48-bit XOR (high 48 bits)"},{id:"add48",bits:48,label:"48-bit additive (Additive48)"},{id:"xor64",bits:64,label:`64-bit \
XOR (${t})`}].map(Object.freeze))}var ae=Object.freeze([1,20,400,5362,72078,822518,9417681,96400068]),fe=ie("Polyglot key"),vn=t=>t.split(" ").slice(0,4).
join(" "),Cs=vn(G);function He(t){let e=t.x;function n(r,s=void 0){let{fen:o,onProgress:a,budget:i=2e4,keys:l=!1}=B(s,"c\
ensus(maxPly, options): options",["fen","onProgress","budget","keys"]);if(z(r,"census(maxPly): maxPly",1,7),z(i,"census(\
maxPly, { budget }): budget",1,1<<30),o!==void 0&&I(o,"census(maxPly, { fen }): fen",j),typeof l!="boolean")throw new h(
"ARGUMENT_TYPE",`census(maxPly, { keys }): keys must be a boolean, got ${g(l)}`);if(a!==void 0&&typeof a!="function")throw new h(
"ARGUMENT_TYPE",`census(maxPly, { onProgress }): onProgress must be a function, got ${g(a)}`);let c=o??G,f=t.scratch(),u=t.
writeInput(c),p=e.zbw_position_set_fen(f,t.input.ptr,u);if(p)throw t.fenError(p,c);let y=t.output.need(Ke),d=vn(t.readString(
y,e.zbw_position_fen(f,y)))===Cs;if(r===7&&d)throw new h("ARGUMENT",`census(7): the ${ae[7].toLocaleString("en")} positi\
ons at ply 7 from the start need about 5 GB, more than WebAssembly's 2 GiB: run the native census (make collisions PLY=7\
, or build/zobrist census 7 in the repository)`);let m=e.zbw_census_new(f);if(!m)throw new h("NO_MEMORY","cannot allocat\
e a census");let b=k=>12**k,w=Array.from({length:r},(k,U)=>b(U+1)).reduce((k,U)=>k+U,0),E=0,S=[];try{for(let k=1;k<=r;k++){
for(;;){let O=e.zbw_census_step(m,i);if(O<0)throw new h("NO_MEMORY",`out of WebAssembly memory (2 GiB at most) at ply ${k}\
 of the census: stop at an earlier ply, or run the native census`);if(a&&a((E+b(k)*(O?1:e.zbw_census_progress(m)))/w,k),
O)break}E+=b(k);let U=e.zbw_census_positions(m);S.push({ply:k,positions:U,known:d?ae[k]:void 0,hashes:fe.map((O,N)=>({...O,
pairs:e.zbw_census_pairs(m,N),expected:U*(U-1)/2**(O.bits+1)}))})}if(l){let k=t.output.need(8*S.at(-1).positions);S.at(-1).
keys=Object.fromEntries(fe.map((U,O)=>{let N=e.zbw_census_hashes(m,O,k);return[U.id,new BigUint64Array(t.memory.buffer,k,
N).slice()]}))}}finally{e.zbw_census_free(m)}return S}return{census:n}}var ve={bigint64:At,paired32:Tt,additive48:kt};function Yn(t,e){let{Position:n,keySets:r}=zn(t,e),s=Pn(t,r);function o(a,i=void 0){
let l=B(i,"createScheme(name, options): options",ht);if(typeof a!="string")throw new h("ARGUMENT_TYPE",`createScheme(nam\
e): name must be a string, got ${g(a)}`);let c=a.toLowerCase(),f=Object.prototype.hasOwnProperty.call(ve,c)?ve[c]:void 0;
if(!f)throw new h("ARGUMENT",`createScheme(name): name must be one of ${Object.keys(ve).join(", ")}, got ${g(a)}`);return new f(
pt(l,"createScheme(name, options)"),{parseFen:s.featuresOfFen})}return{Position:n,ChessPosition:n,...s,createScheme:o,START_FEN:G}}function Dn(t,e){return()=>({livePositions:e.count,memoryBytes:t.memory.buffer.byteLength})}var Wn=4096,jn=8,Ks=1e6,$s=["OK","ARGUMENT","NO_MEMORY","CANCELLED"];function Xn(t){let e=t.x;function n(i,l){if(H(i),i.
length>Wn)throw new h("ARGUMENT",`${l}: at most ${Wn} keys, got ${i.length}`);let c=e.zbw_alloc(8*i.length);if(!c)throw new h(
"NO_MEMORY",`${l}: cannot allocate ${8*i.length} bytes of WebAssembly memory`);let f=new BigUint64Array(t.memory.buffer,
c,i.length);return i instanceof BigUint64Array?f.set(i):i.forEach((u,p)=>{f[p]=u}),c}function r(i,l,c){if(z(i,`${c}: bit\
s`,1,64),typeof l!="boolean")throw new h("ARGUMENT_TYPE",`${c}: high must be true or false, got ${g(l)}`,{input:l})}function s(i,l=64,c=!1){
let f="auditRank(keys, bits, high)";r(l,c,f);let u=n(i,f);try{return e.zbw_audit_rank(u,i.length,l,c?1:0)}finally{e.zbw_free(
u)}}function o(i,l=void 0){let c="audit(keys, options)",{bits:f=64,high:u=!1,maxSize:p=6,limit:y=1e3,onProgress:d}=B(l,`${c}\
: options`,["bits","high","maxSize","limit","onProgress"]);if(r(f,u,c),z(p,`${c}: maxSize`,1,jn),z(y,`${c}: limit`,1,Ks),
d!==void 0&&typeof d!="function")throw new h("ARGUMENT_TYPE",`${c}: onProgress must be a function, got ${g(d)}`,{input:d});
let m=n(i,c),b=0,w=0,E=null,S=k=>{w=k;try{return d(k)===!0?1:0}catch(U){return E=U,1}};try{new Uint32Array(t.memory.buffer,
e.zbw_audit_options(),6).set([f,u?1:0,p,y,d?1:0,0]),b=ln(S,()=>e.zbw_audit_run(m,i.length))}finally{e.zbw_free(m)}if(!b){
if(E)throw E;let k=$s[e.zbw_audit_error()]??"ARGUMENT";throw new h(k,`${c}: ${k==="CANCELLED"?"cancelled by onProgress":
k==="NO_MEMORY"?"out of WebAssembly memory (try a smaller maxSize or limit, or more bits)":"the audit refused its argume\
nts"} (${k})`)}try{return d&&w<1&&d(1),a(b,f,u,p)}finally{e.zbw_audit_free(b)}}function a(i,l,c,f){let u=t.output.need(24),
p=[];for(let w=1;w<=f;w++){e.zbw_audit_size(i,w,u);let[E,S,k]=new Float64Array(t.memory.buffer,u,3);p.push({size:w,found:E,
moreThanLimit:S===1,expected:k})}let y=e.zbw_audit_dependency_count(i),d=jn+1,m=y?e.zbw_alloc(4*d*y):0;if(y&&!m)throw new h(
"NO_MEMORY",`audit(keys, options): cannot allocate room for ${y} dependencies`);let b=[];try{y&&e.zbw_audit_dependencies(
i,m);let w=new Uint32Array(t.memory.buffer,m,d*y);for(let E=0;E<y;E++){let S=E*d;b.push(Array.from(w.subarray(S+1,S+1+w[S])))}}finally{
m&&e.zbw_free(m)}return{rank:e.zbw_audit_table_rank(i),bits:l,high:c,sizes:p,dependencies:b}}return{audit:o,auditRank:s}}function Y(t,e,n){let r=new FinalizationRegistry(s=>{t.broken||e(s),n.count--});return{adopt(s,o){n.count++,r.register(s,
o,s)},release(s,o){r.unregister(s),t.broken||e(o),n.count--}}}var ut=Symbol.dispose??Symbol.for("Symbol.dispose");var Zn=65536,ue=65536,Ze=new TextEncoder,or=new TextDecoder,Jn=0,Ye=1,De=2,Vn=3,Fs=4,Ls=5,Gs=6,Hs=7,vs=8,We=9,Qn=10,qn=11,
tr=12,er=13,Ys=14,je=15,nr=16,Ds=17,Ws=18,js=20,Xs="abcdefgh",rr=Array.from({length:64},(t,e)=>Xs[e&7]+String((e>>3)+1)),
Zs="nbrq";function Xe(t){if(t===0)return"0000";let e=rr[t&63]+rr[t>>6&63];return(t>>12&3)===1?e+Zs[t>>14&3]:e}var Js=Object.
freeze({moves:!0,tags:!0}),sr=new WeakMap;function ce(t,e){let n=sr.get(t);return n||(n=Vs(t,e),sr.set(t,n)),n}function Vs(t,e){
let n=t.x,r=Y(t,n.zbw_pgn_free,e),s=_=>{let T=new Map;return A=>{let M=T.get(A);if(M===void 0){let x=_(A);M=x?t.cString(
x):null,T.set(A,M)}return M}},o=s(n.zbw_pgn_error_name),a=s(n.zbw_pgn_error_message),i=s(n.zbw_error_name),l=s(n.zbw_error_message),
c=s(n.zbw_pgn_warning_name),f=[];for(let _=0,T;_<31&&(T=c(1<<_))!==null;_++)f.push(T);function u(_,T){if(T.length===0)return[];
let A=Ze.encode(_),M=A.length+2&-2,x=t.input.need(M+2*T.length),P=t.bytes();P.set(A,x),P[x+A.length]=0,new Uint16Array(t.
memory.buffer,x+M,T.length).set(T);let K=t.output.need(8*T.length),C=n.zbw_pgn_san(x,x+M,T.length,K);if(C<0)throw new h(
"NO_MEMORY","cannot replay the game for its SAN");return t.readString(K,C).split(" ")}class p{static name="PgnGame";#t=null;#n=null;get uci(){
return this.#t===null&&(this.#t=Array.from(this.moves,Xe)),this.#t}get san(){return this.#n===null&&(this.#n=u(this.fen,
this.moves)),this.#n}toJSON(){return{...this,keys:Array.from(this.keys,T=>T.toString(16).padStart(16,"0")),moves:Array.from(
this.moves),uci:this.uci,san:this.san,variations:this.variations?.map(T=>({...T,keyBefore:T.keyBefore.toString(16).padStart(
16,"0"),key:T.key.toString(16).padStart(16,"0")}))}}}function y(_,T,A,M,x,P){let K=Je(_,T);K+=`, line ${A[tr]} column ${A[er]}`,
A[je]&&(K+=`, ply ${A[je]}${A[nr]?" in a variation":""}`),K+=`: ${o(M)}`,x&&(K+=` "${x}"`),K+=`: ${a(M)}`;let C=A[qn];return C&&
(K+=` (${i(C)}: ${l(C)})`),P&&(K+=` in position ${P}`),K}let d=new ArrayBuffer(ue),m=0;function b(_,T,A){let M=A*_.BYTES_PER_ELEMENT;
if(M>ue>>2)return new _(t.memory.buffer,T,A).slice();m+M>ue&&(d=new ArrayBuffer(ue),m=0);let x=new _(d,m,A);return x.set(
new _(t.memory.buffer,T,A)),m+=M+7&-8,x}function w(_){let T=_[Gs],A=_[Hs];if(A===0)return null;let M=or.decode(t.bytes().
subarray(T,T+A)).split("\0"),x=_[vs],P={},K=new Array(x);for(let C=0;C<x;C++){let Q=M[2*C],Ut=M[2*C+1];K[C]=[Q,Ut],Object.
prototype.hasOwnProperty.call(P,Q)||(Q==="__proto__"?Object.defineProperty(P,Q,{value:Ut,enumerable:!0,writable:!0,configurable:!0}):
P[Q]=Ut)}return{tags:P,tagList:K,result:M[2*x],fen:M[2*x+1],errorText:M[2*x+2],errorFen:M[2*x+3]}}function E(_){let T=[];
if(_)for(let A=0;A<f.length;A++)_&1<<A&&T.push(f[A]);return T}function S(_,T,A){let M=_[Qn];if(M===0)return null;let{tagList:x,
errorText:P,errorFen:K}=A,C=_[qn],Q=o(M),Ut=Q==="ILLEGAL_MOVE"||Q==="NULL_MOVE_IN_CHECK";return{code:`PGN_${Q}`,message:y(
T,x,_,M,P,K),line:_[tr],column:_[er],offset:_[Ys],ply:_[je],depth:_[nr],move:Ut?P:null,text:P,fen:K||null,chessCode:C?i(
C):null}}function k(_){let T=_[Ds],A=_[Ws],M=new Array(T);if(T){let x=new BigUint64Array(t.memory.buffer,A,3*T),P=new Uint16Array(
t.memory.buffer,A,12*T),K=new Uint32Array(t.memory.buffer,A,6*T);for(let C=0;C<T;C++)M[C]={depth:P[12*C+9],ply:K[6*C+5],
uci:Xe(P[12*C+8]),keyBefore:x[3*C],key:x[3*C+1]}}return M}let U=_=>_[Vn]?b(BigUint64Array,_[Ls],_[Vn]):new BigUint64Array(
0);function O(_,T){let A=w(_),M=_[De],x=new p;return x.number=_[Jn],x.line=_[Ye],x.tags=A.tags,x.tagList=A.tagList,x.result=
A.result,x.fen=A.fen,x.plies=M,x.moves=M?b(Uint16Array,_[Fs],M):new Uint16Array(0),x.keys=U(_),x.warnings=E(_[We]),x.error=
S(_,x.number,A),T&&(x.variations=k(_)),x}function N(_,T,A){let M=_[Jn],x=_[Qn]||A?w(_):null,P=A?{number:M,line:_[Ye],tags:x.
tags,tagList:x.tagList,result:x.result,fen:x.fen,plies:_[De],keys:U(_),warnings:E(_[We]),error:null}:{number:M,line:_[Ye],
plies:_[De],keys:U(_),warnings:E(_[We]),error:null};return x&&(P.error=S(_,M,x)),T&&(P.variations=k(_)),P}class R{#t;#n=null;constructor(T,A=Js,M=!1){
let x=n.zbw_pgn_new(T?1:0,M?1:0);if(!x)throw new h("NO_MEMORY","cannot allocate a PGN reader");this.#t=x,this.variations=
T,this.fields=A,this.pushed=0,this.carry="",r.adopt(this,x)}get ptr(){if(this.#t===0)throw new h("PGN_READER_FREED","thi\
s PGN reader was freed");return this.#t}push(T,A){let M;if(typeof T=="string"){M=Math.min(T.length,A+(Zn>>1));let x=M-A===
T.length?T:T.slice(A,M);this.carry&&(x=this.carry+x);let P=x.charCodeAt(x.length-1);this.carry=P>=55296&&P<56320?x.slice(
-1):"",this.#e(this.carry?x.slice(0,-1):x)}else{this.#s(),M=Math.min(T.length,A+Zn);let x=M-A,P=t.input.need(x);t.bytes().
set(A===0&&M===T.length?T:T.subarray(A,M),P),this.#r(P,x)}return M}#e(T){let A=t.input.need(3*T.length);this.#r(A,Ze.encodeInto(
T,t.bytes().subarray(A,A+3*T.length)).written)}#r(T,A){if(n.zbw_pgn_push(this.ptr,T,A)<0)throw new h("NO_MEMORY","cannot\
 grow the PGN reader's buffer");this.pushed+=A}#s(){this.carry&&(this.#e(this.carry),this.carry="")}finish(){this.#s(),n.
zbw_pgn_finish(this.ptr)}#o(T){return(this.#n===null||this.#n.buffer!==t.memory.buffer)&&(this.#n=new Float64Array(t.memory.
buffer,n.zbw_pgn_header(T),js)),this.#n}next(){let T=this.ptr,{moves:A,tags:M}=this.fields,x=n.zbw_pgn_next(T,M?1:0);if(x===
0)return null;if(x<0)throw new h("NO_MEMORY","cannot describe a PGN game");let P=this.#o(T);return A?O(P,this.variations):
N(P,this.variations,M)}describeCurrent(){let T=this.ptr;if(n.zbw_pgn_describe(T)<0)throw new h("NO_MEMORY","cannot descr\
ibe a PGN game");return O(this.#o(T),!1)}get freed(){return this.#t===0}free(){this.#t!==0&&(r.release(this,this.#t),this.#t=
0)}}return{Reader:R,PgnGame:p,uciOf:Xe}}function Je(t,e){let n=`game ${t}`,r=!0;for(let s of["White","Black","Event"]){let o=e.
find(a=>a[0]===s);o&&(n+=`${r?" (":" "}${s} "${Qs(o[1])}"`,r=!1)}return r?n:`${n})`}function Qs(t){if(t.length<=26)return t;
let e=Ze.encode(t);if(e.length<=80)return t;let n=80;for(;n>0&&(e[n]&192)===128;)n--;return or.decode(e.subarray(0,n))}var ir=t=>typeof Blob<"u"&&t instanceof Blob,ar=t=>t!==null&&typeof t=="object"&&typeof t.getReader=="function";function Bt(t,e){
if(typeof t=="string")return"text";if(t instanceof ArrayBuffer||ArrayBuffer.isView(t))return"bytes";if(ir(t)||ar(t)||t!==
null&&typeof t=="object"&&(Symbol.asyncIterator in t||Symbol.iterator in t))return"chunks";throw new h("ARGUMENT_TYPE",`${e}\
 must be a string, a Uint8Array, an ArrayBuffer, a Blob, a ReadableStream or an (async) iterable of Uint8Array or string\
 chunks, got ${g(t)}`,{input:t})}function le(t){if(t instanceof Uint8Array)return t;try{return t instanceof ArrayBuffer?
new Uint8Array(t):new Uint8Array(t.buffer,t.byteOffset,t.byteLength)}catch(e){throw e instanceof TypeError?new h("ARGUME\
NT","the bytes' ArrayBuffer is detached (transferred, to a worker or by structuredClone): pass bytes still held here",{input:t}):
e}}function fr(t,e){if(typeof t=="string")return t;if(t instanceof ArrayBuffer||ArrayBuffer.isView(t))return le(t);throw new h(
"ARGUMENT_TYPE",`${e}: a chunk must be a Uint8Array or a string, got ${g(t)}`,{input:t})}async function*he(t,e){let n=Bt(
t,e);if(n!=="chunks"){yield n==="text"?t:le(t);return}if(ir(t)&&(t=t.stream()),ar(t)){yield*to(t,e);return}for await(let r of t)
yield fr(r,e)}var qs=1<<20;async function*to(t,e){if(t.locked)throw new h("ARGUMENT",`${e}: the ReadableStream is locked\
 (another reader holds it): release its reader, or pass a stream nothing reads yet`,{input:t});let n,r=null;try{n=t.getReader(
{mode:"byob"}),r=new ArrayBuffer(qs)}catch{n=t.getReader()}let s=!1;try{for(;;){let o=await(r?n.read(new Uint8Array(r)):
n.read());if(o.done){s=!0;return}r&&(r=o.value.buffer),yield fr(o.value,e)}}finally{s||await n.cancel().catch(()=>{}),n.
releaseLock()}}function Ve(t,e,n){if(typeof t!="boolean")throw new h("ARGUMENT_TYPE",`${n}: ${e} must be true or false, got ${g(t)}`,{input:t})}
function ur(t,e){let{variations:n=!1,onProgress:r,moves:s=!0,tags:o=!0}=B(t,`${e}: options`,["variations","onProgress","\
moves","tags"]);if(Ve(n,"variations",e),Ve(s,"moves",e),Ve(o,"tags",e),s&&!o)throw new h("ARGUMENT",`${e}: tags: false n\
eeds moves: false (a game's SAN is made from its FEN)`,{input:t});if(r!==void 0&&typeof r!="function")throw new h("ARGUM\
ENT_TYPE",`${e}: onProgress must be a function, got ${g(r)}`,{input:r});return{variations:n,onProgress:r,fields:{moves:s,
tags:o}}}function cr(t,e){let{Reader:n}=ce(t,e);function r(a,i=void 0){Bt(a,"readPgn(source): source");let{variations:l,
onProgress:c,fields:f}=ur(i,"readPgn(source, options)");return s(a,l,c,f)}async function*s(a,i,l,c){let f=new n(i,c);try{
for await(let u of he(a,"readPgn(source)"))for(let p=0;p<u.length;){p=f.push(u,p);for(let y=f.next();y!==null;y=f.next())
yield y;l&&l(f.pushed)}f.finish();for(let u=f.next();u!==null;u=f.next())yield u}finally{f.free()}}function o(a,i=void 0){
let l=typeof a=="string"?"text":a instanceof ArrayBuffer||ArrayBuffer.isView(a)?"bytes":null;if(!l)throw new h("ARGUMENT\
_TYPE",`readPgnSync(text): text must be a string or a Uint8Array, got ${g(a)}`,{input:a});let{variations:c,onProgress:f,
fields:u}=ur(i,"readPgnSync(text, options)"),p=l==="text"?a:le(a),y=new n(c,u),d=[];try{for(let m=0;m<p.length;){m=y.push(
p,m);for(let b=y.next();b!==null;b=y.next())d.push(b);f&&f(y.pushed)}y.finish();for(let m=y.next();m!==null;m=y.next())d.
push(m)}finally{y.free()}return d}return{readPgn:r,readPgnSync:o}}var pe=1024,St=40,eo=4294967295,lr=64;function no(){return globalThis.crypto?.getRandomValues?globalThis.crypto.getRandomValues(
new BigUint64Array(1))[0]:BigInt(Math.floor(Math.random()*2**32))<<32n|BigInt(Math.floor(Math.random()*2**32))}function ro(t){
let e=n=>String.fromCharCode(97+(n&7),49+(n>>3));return e(t>>6&63)+e(t&63)+(t>>12?"nbrq"[(t>>12)-1]:"")}function Qe(t,e){
let n="";for(let r=e;r<e+8&&t[r]!==0;r++)n+=String.fromCharCode(t[r]);return n}function hr(t,e){let n=t.x,r=Y(t,n.zbw_book_free,
e),{name:s,error:o}=t.gameErrors(n.zbw_book_error_name,n.zbw_book_error_message,"BOOK_"),a=null;function i(w){return w===
a?0:(a=null,t.writeInput(w===""?" ":w))}function l(w,E){return a=null,t.fenError(w,E)}function c(w,E){if(typeof w=="stri\
ng")return w.length>pe&&I(w,`${E}: fen`,pe),w;if(w!==null&&typeof w=="object"){let S=typeof w.fen=="function"?w.fen():w.
fen;if(typeof S=="string")return S.length>pe&&I(S,`${E}: position.fen`,pe),S}throw new h("ARGUMENT_TYPE",`${E}: the posi\
tion must be a FEN string or a Position, got ${g(w)}`,{input:w})}let f=new Array(32768).fill(null),u=[];function p(w,E,S,k){
let U=S+k*St,O=U>>2,N=E[O],R=E[O+1],_=E[O+2],T=E[O+3],A=E[O+4],M=E[O+5],x=T?N/T:0;if(A>=2147483648)return{move:Qe(w,U+24),
raw:A&65535,weight:N,learn:R,entry:_,code:s(A>>>16&255)};let P=f[A]??(f[A]=ro(A));if(M===0)return{uci:P,weight:N,learn:R,
share:x,entry:_};let K=M===eo?Qe(w,U+32):u[M]??(u[M]=Qe(w,U+32));return{uci:P,san:K,weight:N,learn:R,share:x,entry:_}}let y=w=>p(
t.bytes(),t.words(),w,0),d=(w,E,S)=>w[E+S*St+16>>2]<2147483648;class m{static name="Book";#t;#n;constructor(E){this.#t=E,
this.#n=n.zbw_book_size(E),r.adopt(this,E)}#e(){if(this.#t===0)throw new h("BOOK_FREED","this Book was freed (free() or \
dispose) and cannot be used");return this.#t}get size(){return this.#e(),this.#n}#r(E,S,k=1){let U=this.#e(),O=t.positionPointer?.(
E);if(O)for(let T=lr;;){let A=t.output.need(T*St),M=n.zbw_book_probe_position(U,O,k,A,T);if(M<0)throw t.fenError(-M,E.fen);
if(M<=T)return[A,M];T=M}let N=c(E,S),R=i(N),_=lr;for(;;){let T=t.output.need(_*St),A=n.zbw_book_probe(U,t.input.ptr,R,k,
T,_);if(A<0)throw l(-A,N);if(a=N,A<=_)return[T,A];_=A,R=0}}moves(E,S=void 0){let{san:k=!0}=B(S,"moves(position, options)\
: options",["san"]);if(typeof k!="boolean")throw new h("ARGUMENT_TYPE",`moves(position, { san }): san must be a boolean,\
 got ${g(k)}`);let[U,O]=this.#r(E,"moves(position)",k?1:0),N=t.bytes(),R=t.words(),_=0;for(;_<O&&d(R,U,_);)_++;let T=new Array(
_);for(let A=0;A<_;A++)T[A]=p(N,R,U,A);return T}badEntries(E){let[S,k]=this.#r(E,"badEntries(position)",0),U=t.bytes(),O=t.
words(),N=[];for(let R=0;R<k;R++)d(O,S,R)||N.push(p(U,O,S,R));return N}#s(E,S,k,U){let O=this.#e(),N=t.positionPointer?.(
E);if(N){let M=t.output.need(St),x=n.zbw_book_choose_position(O,N,S,k,M);if(x<0)throw t.fenError(-x,E.fen);return x===0?
null:y(M)}let R=c(E,U),_=i(R),T=t.output.need(St),A=n.zbw_book_choose(O,t.input.ptr,_,S,k,T);if(A<0)throw l(-A,R);return a=
R,A===0?null:y(T)}pick(E,S=void 0){let{seed:k}=B(S,"pick(position, options): options",["seed"]);return this.#s(E,0,k===void 0?
no():L(k,"pick(position, { seed }): seed"),"pick(position)")}best(E){return this.#s(E,1,0n,"best(position)")}get freed(){
return this.#t===0}free(){this.#t!==0&&(r.release(this,this.#t),this.#t=0)}[ut](){this.free()}}function b(w){if(!(w instanceof
ArrayBuffer||ArrayBuffer.isView(w)))throw new h("ARGUMENT_TYPE",`openBook(bytes): bytes must be a Uint8Array or an Array\
Buffer, got ${g(w)}`,{input:w});let E=w.byteLength;if(E===0)throw new h("BOOK_EMPTY","openBook(bytes): the book is empty\
 (0 bytes)");let S=t.alloc(E);if(!S)throw new h("NO_MEMORY",`cannot allocate ${E} bytes of WebAssembly memory for the bo\
ok`);let k=w instanceof Uint8Array?w:w instanceof ArrayBuffer?new Uint8Array(w):new Uint8Array(w.buffer,w.byteOffset,w.byteLength),
U,O=0;try{t.bytes().set(k,S);let N=t.output.need(4);U=n.zbw_book_open(S,k.length,N),U||(O=new Uint32Array(t.memory.buffer,
N,1)[0])}finally{n.zbw_free(S)}if(U){let N=n.zbw_last_index(),R=s(U).slice(5);if(R==="NO_MEMORY")throw new h("NO_MEMORY",
`cannot allocate WebAssembly memory for a book of ${E} bytes`);let _=R==="TRUNCATED"?` (${k.length} bytes, ${k.length%16}\
 after entry ${N})`:R==="UNSORTED"||R==="BAD_MOVE"?` at entry ${N}`:"";throw o(U,`openBook(bytes)${_}`,R==="UNSORTED"||R===
"BAD_MOVE"||R==="TRUNCATED"?{entry:N}:{})}return new m(O)}return{openBook:b,bookError:o}}var pr=typeof Blob=="function";function dr(){let t=[];return{get count(){return t.length},add(e){t.push(pr?new Blob([e]):
e.slice())},async read(e,n,r){let s=t[e];return pr?new Uint8Array(await s.slice(n,n+r).arrayBuffer()):s.subarray(n,n+r)}}}var so=50,yr=1<<19,oo=16384,io=24<<20,ao=12,fo=0,uo=2;function co(t){let e=Math.min(1048576,Math.max(65536,Math.floor(io/
Math.max(1,t))));return e-e%ao}function lo(t,e){if(t.length===1)return t[0];let n=new Uint8Array(e),r=0;for(let s of t)n.
set(s,r),r+=s.length;return n}function mr(t,e,n,r,s){if(t===void 0)return s;if(typeof t!="number"||!Number.isInteger(t))
throw new h("ARGUMENT_TYPE",`buildBook(source, { ${e} }): ${e} must be an integer, got ${g(t)}`,{input:t});if(t<n||t>r)throw new h(
"ARGUMENT",`buildBook(source, { ${e} }): ${e} must be from ${n} to ${r}, got ${t}`,{input:t});return t}function qe(t,e){
if(t===void 0)return!1;if(typeof t!="boolean")throw new h("ARGUMENT_TYPE",`buildBook(source, { ${e} }): ${e} must be tru\
e or false, got ${g(t)}`,{input:t});return t}var ho=["maxPly","minGame","minScore","onlyWhite","onlyBlack","uniform","on\
Progress"];function po(t){let e=B(t,"buildBook(source, options): options",ho),n=mr(e.maxPly,"maxPly",0,2**31-1,1024),r=mr(
e.minGame,"minGame",0,2**31-1,3),s=0;if(e.minScore!==void 0){if(typeof e.minScore!="number"||!Number.isFinite(e.minScore))
throw new h("ARGUMENT_TYPE",`buildBook(source, { minScore }): minScore must be a number (a percentage), got ${g(e.minScore)}`,
{input:e.minScore});if(e.minScore<0||e.minScore>100)throw new h("ARGUMENT",`buildBook(source, { minScore }): minScore mu\
st be from 0 to 100, got ${e.minScore}`,{input:e.minScore});s=e.minScore}let o=qe(e.onlyWhite,"onlyWhite"),a=qe(e.onlyBlack,
"onlyBlack");if(o&&a)throw new h("ARGUMENT","buildBook(source, options): onlyWhite and onlyBlack cannot both be true");let i=qe(
e.uniform,"uniform");if(e.onProgress!==void 0&&typeof e.onProgress!="function")throw new h("ARGUMENT_TYPE",`buildBook(so\
urce, { onProgress }): onProgress must be a function, got ${g(e.onProgress)}`,{input:e.onProgress});return{maxPly:n,minGame:r,
minScore:s,onlyWhite:o,onlyBlack:a,uniform:i,onProgress:e.onProgress}}function br(t,e,n){let r=t.x,{Reader:s}=ce(t,e),o=Y(
t,r.zbw_book_builder_free,e);class a{constructor(p){if(this.ptr=r.zbw_book_builder_new(p.maxPly,p.minGame,p.minScore,p.onlyWhite?
1:0,p.onlyBlack?1:0,p.uniform?1:0),!this.ptr)throw new h("NO_MEMORY","cannot allocate a book builder");o.adopt(this,this.
ptr)}free(){this.ptr!==0&&(o.release(this,this.ptr),this.ptr=0)}}function i(u,p,y){let d=r.zbw_book_builder_feed(u.ptr,p.
ptr,y,yr);if(d===0)return!1;if(d===1)return!0;if(d===-1){let m=p.describeCurrent(),{error:b}=m;throw new h(b.code,`build\
Book(source): ${b.message}`,{game:m.number,line:b.line,column:b.column,offset:b.offset,ply:b.ply,input:b.text,fen:b.fen??
void 0})}if(d===-2){let m=p.describeCurrent(),b=r.zbw_last_plies();throw new h("BOOK_NULL_MOVE",`buildBook(source): ${Je(
m.number,m.tagList)} from line ${m.line}, ply ${b}: a null move cannot go in a book`,{game:m.number,line:m.line,ply:b})}
throw n(d,"buildBook(source)")}function l(u,p){let y=t.output.need(8),d=r.zbw_book_builder_take_run(u.ptr,y);if(d)throw n(
d,"buildBook(source)");let[m,b]=new Uint32Array(t.memory.buffer,y,2);p.add(new Uint8Array(t.memory.buffer,m,b))}async function c(u,p){
let y=co(p.count),d=r.zbw_book_merge_new(u.maxPly,u.minGame,u.minScore,u.onlyWhite?1:0,u.onlyBlack?1:0,u.uniform?1:0,p.count,
y);if(!d)throw new h("NO_MEMORY","cannot allocate the book builder's merger");let m=new Array(p.count).fill(0),b=[],w=0;
try{for(;;){let E=t.output.need(16),S=r.zbw_book_merge_step(d,E);if(S)throw n(S,"buildBook(source)");let[k,U,O,N]=new Uint32Array(
t.memory.buffer,E,4);if(N&&(b.push(t.bytes().slice(O,O+N)),w+=N),k===uo)break;if(k!==fo)continue;let R=await p.read(U,m[U],
y);m[U]+=R.length,t.bytes().set(R,r.zbw_book_merge_window(d,U));let _=r.zbw_book_merge_feed(d,U,R.length);if(_)throw n(_,
"buildBook(source)")}}finally{r.zbw_book_merge_free(d)}return lo(b,w)}async function f(u,p=void 0){Bt(u,"buildBook(sourc\
e): source");let y=po(p),d=new s(!1,void 0,!0),m=dr(),b;try{b=new a(y);let w=r.zbw_book_builder_reserve(b.ptr,yr+oo);if(w)
throw n(w,"buildBook(source)");let E=Date.now(),S=()=>{for(;i(b,d,y.maxPly);)l(b,m)};for await(let k of he(u,"buildBook(\
source)")){for(let U=0;U<k.length;)U=d.push(k,U),S(),Date.now()-E>so&&(y.onProgress&&y.onProgress(d.pushed),await new Promise(
O=>setTimeout(O,0)),E=Date.now());y.onProgress&&y.onProgress(d.pushed)}return d.finish(),S(),l(b,m),d.free(),b.free(),await c(
y,m)}finally{d.free(),b?.free()}}return{buildBook:f}}function wr(t,e){let{openBook:n,bookError:r}=hr(t,e);return{openBook:n,...br(t,e,r)}}var xt="........./........./........./........./........./........./........./........./......... x -",et=199,yo=256,gr=1024,
_r=16,Er=["x","o"],Ar=["x","o","draw","open"];function mo(t,e){let n=t.length===2?t.charCodeAt(0)-97:-1,r=t.charCodeAt(1)-
49;if(!(n>=0&&n<9&&r>=0&&r<9))throw new h("ARGUMENT",`${e} must be a cell like "e5" or a code 0-80, got ${g(t)}`,{input:t});
return 9*(3*Math.floor(r/3)+Math.floor(n/3))+3*(r%3)+n%3}function Tr(t,e){let n=t.x,{error:r,textError:s}=t.gameErrors(n.
zbw_uttt_error_name,n.zbw_uttt_error_message),o=Y(t,({pos:c,keys:f})=>{n.zbw_uttt_free(c),f&&n.zbw_uttt_keys_free(f)},e);
function a(c=void 0){let f=t.output.need(8*et);return c===void 0?new BigUint64Array(t.memory.buffer,n.zbw_uttt_default_table(),
et).slice():(n.zbw_keys_fill(L(c,"utttTable(seed): seed"),f,et),new BigUint64Array(t.memory.buffer,f,et).slice())}function i(c,f){
if(c!==void 0&&f!==void 0)throw new h("ARGUMENT","new UtttPosition: give a seed or keys, not both");let u=0;if(c!==void 0)
u=n.zbw_uttt_keys_new_seeded(L(c,"new UtttPosition(text, { seed }): seed"));else if(f!==void 0){H(f,et);let p=t.output.need(
8*et);new BigUint64Array(t.memory.buffer,p,et).set(f),u=n.zbw_uttt_keys_new(p)}else return 0;if(!u)throw new h("NO_MEMOR\
Y","cannot allocate a key set");return u}class l{static name="UtttPosition";#t;#n;constructor(f=xt,u=void 0){I(f,"new Ut\
ttPosition(text): text",gr);let{seed:p,keys:y}=B(u,"new UtttPosition(text, options): options",["seed","keys"]),d=i(p,y),
m=n.zbw_uttt_new(d);if(!m)throw d&&n.zbw_uttt_keys_free(d),new h("NO_MEMORY","cannot allocate a position");if(this.#t=m,
this.#n=d,o.adopt(this,{pos:m,keys:d}),f!==xt)try{this.reset(f)}catch(b){throw this.free(),b}}#e(){if(this.#t===0)throw new h(
"POSITION_FREED","this UtttPosition was freed (free() or dispose) and cannot be used");return this.#t}reset(f=xt){let u=this.#e();
I(f,"reset(text): text",gr);let p=t.writeInput(f),y=n.zbw_uttt_set_text(u,t.input.ptr,p);if(y)throw s(y,f,"Invalid UTTT \
position");return this}play(f){let u=this.#e(),p;if(typeof f=="number")z(f,"play(move): move code",0,80),p=n.zbw_uttt_make_code(
u,f);else{I(f,"play(move): move",_r);let y=t.writeInput(f);p=n.zbw_uttt_play(u,t.input.ptr,y)}if(p)throw r(p,`Cannot pla\
y ${g(f)} in ${$(this.text)}`,{input:f,position:this.text});return this}undo(){let f=n.zbw_uttt_undo(this.#e());if(f)throw r(
f,"Cannot undo");return this}get key(){return BigInt.asUintN(64,n.zbw_uttt_key(this.#e()))}get keyHi(){return n.zbw_uttt_key_hi(
this.#e())>>>0}get keyLo(){return n.zbw_uttt_key_lo(this.#e())>>>0}get keyHex(){return this.keyHi.toString(16).padStart(
8,"0")+this.keyLo.toString(16).padStart(8,"0")}get text(){let f=t.output.need(yo);return t.readString(f,n.zbw_uttt_text(
this.#e(),f))}get turn(){return Er[n.zbw_uttt_side(this.#e())]}get forcedBoard(){let f=n.zbw_uttt_forced_board(this.#e());
return f===9?null:f}boardStatus(f){return z(f,"boardStatus(board): board",0,8),Ar[n.zbw_uttt_board_status(this.#e(),f)]}get boards(){
return Array.from({length:9},(f,u)=>this.boardStatus(u))}get result(){let f=n.zbw_uttt_result(this.#e());return f===3?"o\
ngoing":Ar[f]}cell(f){let u=typeof f=="string"?mo(f,"cell(square): square"):f;z(u,"cell(square): square",0,80);let p=n.zbw_uttt_cell(
this.#e(),u);return p===2?null:Er[p]}get ply(){return n.zbw_uttt_ply(this.#e())}moveCode(f){I(f,"moveCode(move): move",_r);
let u=t.writeInput(f),p=n.zbw_uttt_parse_move(this.#e(),t.input.ptr,u);if(p<0)throw r(-p,`Cannot read ${$(f)} in ${$(this.
text)}`,{input:f});return p}static moveText(f){z(f,"moveText(code): code",0,80);let u=t.output.need(4);return t.readString(
u,n.zbw_uttt_move_text(f,u))}legalMoves(){let f=t.output.need(256),u=t.readString(f,n.zbw_uttt_legal_text(this.#e(),f));
return u===""?[]:u.split(" ")}legalMoveCodes(){let f=t.output.need(81),u=n.zbw_uttt_legal_moves(this.#e(),f);return new Uint8Array(
t.memory.buffer,f,u).slice()}perft(f){let u=this.#e();return z(f,"perft(depth): depth",0,20),n.zbw_uttt_perft(u,f)}features(){
let f=t.output.need(368),u=n.zbw_uttt_features(this.#e(),f);return new Uint32Array(t.memory.buffer,f,u).slice()}get freed(){
return this.#t===0}free(){this.#t!==0&&(o.release(this,{pos:this.#t,keys:this.#n}),this.#t=0)}[ut](){this.free()}}return l.
START=xt,{UtttPosition:l,utttTable:a}}var tn=ie("the key");function kr(t){let e=t.x;function n(r,s=void 0){let{onProgress:o,budget:a=2e4}=B(s,"utttCensus(maxP\
ly, options): options",["onProgress","budget"]);if(z(r,"utttCensus(maxPly): maxPly",1,8),z(a,"utttCensus(maxPly, { budge\
t }): budget",1,1<<30),o!==void 0&&typeof o!="function")throw new h("ARGUMENT_TYPE",`utttCensus(maxPly, { onProgress }):\
 onProgress must be a function, got ${g(o)}`);let i=e.zbw_uttt_new(0),l=i?e.zbw_uttt_census_new(i):0;if(i&&e.zbw_uttt_free(
i),!l)throw new h("NO_MEMORY","cannot allocate a census");let c=y=>9**y,f=Array.from({length:r},(y,d)=>c(d+1)).reduce((y,d)=>y+
d,0),u=0,p=[];try{for(let y=1;y<=r;y++){for(;;){let m=e.zbw_uttt_census_step(l,a);if(m<0)throw new h("NO_MEMORY",`out of\
 WebAssembly memory at ply ${y} of the census`);if(o&&o((u+c(y)*(m?1:e.zbw_uttt_census_progress(l)))/f,y),m)break}u+=c(y);
let d=e.zbw_uttt_census_classes(l);p.push({ply:y,positions:e.zbw_uttt_census_positions(l),classes:d,hashes:tn.map((m,b)=>({
...m,pairs:e.zbw_uttt_census_pairs(l,b),expected:d*(d-1)/2**(m.bits+1)}))})}}finally{e.zbw_uttt_census_free(l)}return p}
return{utttCensus:n}}function Sr(t,e){return{...Tr(t,e),...kr(t)}}var bo=400,xr=4096,Ur=16,Mr=["tt","cgos"],en=["b","w"];function nn(t,e){let n=t.x,{error:r,textError:s}=t.gameErrors(n.zbw_go_error_name,
n.zbw_go_error_message),o=Y(t,n.zbw_go_free,e);function a(f=9){z(f,"goTable(size): size",2,19);let u=2*f*f+1,p=t.output.
need(8*u);return n.zbw_go_default_keys(f,p),new BigUint64Array(t.memory.buffer,p,u).slice()}function i(f,u){let p=typeof f==
"string"?Mr.indexOf(f.toLowerCase()):-1;if(p<0)throw new h(typeof f=="string"?"ARGUMENT":"ARGUMENT_TYPE",`${u} must be '\
tt' or 'cgos', got ${g(f)}`);return p}let l=f=>f.trim().split(/\s+/)[0].split("/").length;class c{static name="GoPositio\
n";#t;#n;constructor(u=void 0,p=void 0){u!==void 0&&I(u,"new GoPosition(text): text",xr);let y=B(p,"new GoPosition(text,\
 options): options",["size","rules","keys"]),{rules:d="tt",keys:m}=y;y.size!==void 0&&z(y.size,"new GoPosition(text, { s\
ize }): size",2,19);let b=y.size??9;if(u!==void 0){let k=l(u);if(y.size!==void 0&&k!==y.size)throw new h("ARGUMENT",`new\
 GoPosition(text, { size }): the text has ${k} rows, not ${y.size}`,{input:u});k>=2&&k<=19&&(b=k)}let w=i(d,"new GoPosit\
ion(text, { rules }): rules"),E=0;m!==void 0&&(H(m,2*b*b+1),E=t.output.need(8*m.length),new BigUint64Array(t.memory.buffer,
E,m.length).set(m));let S=n.zbw_go_new(b,w,E);if(!S)throw new h("NO_MEMORY","cannot allocate a Go position");if(this.#t=
S,this.#n=b,o.adopt(this,S),u!==void 0)try{this.reset(u)}catch(k){throw this.free(),k}}#e(){if(this.#t===0)throw new h("\
POSITION_FREED","this GoPosition was freed (free() or dispose) and cannot be used");return this.#t}reset(u=void 0){let p=this.#e();
if(u===void 0)return n.zbw_go_clear(p),this;I(u,"reset(text): text",xr);let y=t.writeInput(u),d=n.zbw_go_set_text(p,t.input.
ptr,y);if(d)throw s(d,u,"Invalid Go position");return this.#n=n.zbw_go_size(p),this}play(u){let p=this.#e(),y;if(typeof u==
"number")z(u,"play(move): move code",0,this.size*this.size),y=n.zbw_go_make(p,u);else{I(u,"play(move): move",Ur);let d=t.
writeInput(u);y=n.zbw_go_play(p,t.input.ptr,d)}if(y)throw r(y,`Cannot play ${g(u)} in ${$(this.text)}`,{input:u,position:this.
text});return this}undo(){let u=n.zbw_go_undo(this.#e());if(u)throw r(u,"Cannot undo");return this}get key(){return BigInt.
asUintN(64,n.zbw_go_key(this.#e()))}get keyHi(){return n.zbw_go_key_hi(this.#e())>>>0}get keyLo(){return n.zbw_go_key_lo(
this.#e())>>>0}get keyHex(){return this.keyHi.toString(16).padStart(8,"0")+this.keyLo.toString(16).padStart(8,"0")}get stonesKey(){
return BigInt.asUintN(64,n.zbw_go_stones_key(this.#e()))}get text(){let u=t.output.need(bo);return t.readString(u,n.zbw_go_text(
this.#e(),u))}get size(){return this.#e(),this.#n}get rules(){return Mr[n.zbw_go_rules(this.#e())]}get turn(){return en[n.
zbw_go_side(this.#e())]}get passes(){return n.zbw_go_passes(this.#e())}get gameOver(){return n.zbw_go_game_over(this.#e())!==
0}get ply(){return n.zbw_go_ply(this.#e())}stoneAt(u){let p=this.#r(u,"stoneAt(point)"),y=n.zbw_go_stone_at(this.#e(),p);
return y===2?null:en[y]}get stones(){let u=this.size*this.size,p=t.output.need(u);n.zbw_go_board(this.#e(),p);let y="";for(let d of t.
bytes().subarray(p,p+u))y+=d===2?".":en[d];return y}#r(u,p){if(typeof u=="string"){let y=this.moveCode(u);if(y===this.size*
this.size)throw new h("ARGUMENT",`${p}: a point, not a pass`);return y}return z(u,`${p}: point`,0,this.size*this.size-1),
u}moveCode(u){let p=this.#e();I(u,"moveCode(move): move",Ur);let y=t.writeInput(u),d=n.zbw_go_parse_move(p,t.input.ptr,y);
if(d<0)throw r(-d,`Cannot read ${$(u)}`,{input:u});return d}moveText(u){z(u,"moveText(code): code",0,this.size*this.size);
let p=t.output.need(8);return t.readString(p,n.zbw_go_move_text(this.size,u,p))}legalMoveCodes(){let u=t.output.need(1448),
p=n.zbw_go_legal_moves(this.#e(),u);return new Int32Array(t.memory.buffer,u,p).slice()}legalMoves(){return Array.from(this.
legalMoveCodes(),u=>this.moveText(u))}superkoPoints(){let u=this.size*this.size,p=t.output.need(u);n.zbw_go_superko_points(
this.#e(),p);let y=[],d=t.bytes();for(let m=0;m<u;m++)d[p+m]&&y.push(m);return y}lastCaptures(){let u=t.output.need(1444),
p=n.zbw_go_last_captures(this.#e(),u);return Array.from(new Int32Array(t.memory.buffer,u,p))}get lastWasSuicide(){return n.
zbw_go_last_was_suicide(this.#e())!==0}get failedConfirmations(){return n.zbw_go_failed_confirmations(this.#e())}perft(u){
let p=this.#e();return z(u,"perft(depth): depth",0,30),n.zbw_go_perft(p,u)}features(){let u=t.output.need(1448),p=n.zbw_go_features(
this.#e(),u);return new Uint32Array(t.memory.buffer,u,p).slice()}get freed(){return this.#t===0}free(){this.#t!==0&&(o.release(
this,this.#t),this.#t=0)}[ut](){this.free()}}return{GoPosition:c,goTable:a}}var ye=["always-replace","depth-preferred","two-tier","buckets"],rn=["miss","hit","type1","type2"],yt=Object.freeze({EXACT:1,
LOWER:2,UPPER:3}),wo={TT_INDEX_BITS:"the index has more bits than a table may have (32)",TT_CHECK_BITS:"more check bits \
than the key has beyond the index (64 - n)",TT_POLICY:"unknown replacement policy",TT_BUCKET_SLOTS:"this policy does not\
 support that many slots a bucket",TT_NO_MEMORY:"out of memory",TT_BOUND:"the bound is not exact, lower or upper",TT_NOT_INSTRUMENTED:"\
the table was made without identities (id_count 0)",TT_NEEDS_ID:"an instrumented table stores with an identity (zb_tt_st\
ore_id)",TT_ID_RANGE:"the identity is not below the table's id_count"};function D(t,e){return new h(t,`${e}: ${wo[t]} (${t}\
)`)}var de=4294967295;function Pt(t,e){let{indexBits:n=16,checkBits:r=16,policy:s="always-replace",bucketSlots:o=0,idCount:a=0}=B(
t,`${e}: options`,["indexBits","checkBits","policy","bucketSlots","idCount"]);if(z(n,`${e}: indexBits`,0,de),z(r,`${e}: \
checkBits`,0,de),typeof s!="string")throw new h("ARGUMENT_TYPE",`${e}: policy must be one of ${ye.join(", ")}, got ${g(s)}`,
{input:s});let i=ye.indexOf(s);return z(o,`${e}: bucketSlots`,0,de),z(a,`${e}: idCount`,0,de),{indexBits:n,checkBits:r,policy:i<
0?ye.length:i,bucketSlots:o,idCount:a}}var me=(t,e,n,r,s)=>Object.freeze({indexBits:t,checkBits:e,policy:ye[n],bucketSlots:r,
idCount:s}),be=["probes","found","stores","refused","hits","misses","type1Errors","type2Losses","evictions"];function dt(t,e,n,r){
throw typeof t=="number"&&Number.isInteger(t)?new h("ARGUMENT",`${e} must be ${r}, got ${t}`,{input:t}):new h("ARGUMENT_\
TYPE",`${e} must be ${n}, got ${g(t)}`,{input:t})}function X(t,e){if(typeof t!="bigint")throw new h("ARGUMENT_TYPE",`${e}\
: key must be a BigInt, got ${g(t)}`,{input:t})}function Z(t,e,n){(typeof t!="number"||(t|0)!==t&&t>>>0!==t)&&dt(t,`${n}\
: hi`,"an integer","a 32-bit integer"),(typeof e!="number"||(e|0)!==e&&e>>>0!==e)&&dt(e,`${n}: lo`,"an integer","a 32-bi\
t integer")}function J(t,e){(typeof t!="number"||t>>>0!==t)&&dt(t,`${e}: id`,"an integer","from 0 to 4294967295")}function V(t,e,n,r,s){
(typeof t!="number"||t<<24>>24!==t)&&dt(t,`${s}: depth`,"an integer","from -128 to 127"),(typeof e!="number"||e<<16>>16!==
e)&&dt(e,`${s}: score`,"an integer","from -32768 to 32767"),(typeof n!="number"||(n|0)!==n)&&dt(n,`${s}: bound`,"an inte\
ger (1 exact, 2 lower, 3 upper)","a 32-bit integer"),(typeof r!="number"||(r&65535)!==r)&&dt(r,`${s}: move`,"an integer",
"from 0 to 65535")}function Nr(t,e){let n=t.x,{error:r}=t.gameErrors(n.zbw_tt_error_name,n.zbw_tt_error_message,"TT_"),s=Y(t,n.zbw_tt_destroy,
e),o=n.zbw_tt_record(),a=new Int32Array(t.memory.buffer,o,5);class i{static name="TranspositionTable";#t=0;depth=0;score=0;bound=0;move=0;age=0;constructor(c=void 0){
let f=Pt(c,"new TranspositionTable(options)"),u=t.output.need(4),p=n.zbw_tt_create(f.indexBits,f.checkBits,f.policy,f.bucketSlots,
f.idCount,u);if(p)throw r(p,"new TranspositionTable(options)");this.#t=new Uint32Array(t.memory.buffer,u,1)[0],s.adopt(this,
this.#t)}#n(){if(this.#t===0)throw new h("TT_FREED","this TranspositionTable was freed (free() or dispose) and cannot be\
 used");return this.#t}#e(){a.length===0&&(a=new Int32Array(t.memory.buffer,o,5)),this.depth=a[0],this.score=a[1],this.bound=
a[2],this.move=a[3],this.age=a[4]}static#r(c,f,u,p){a.length===0&&(a=new Int32Array(t.memory.buffer,o,5)),a[0]=c,a[1]=f,
a[2]=u,a[3]=p}probe(c){let f=this.#n();return X(c,"probe(key)"),n.zbw_tt_probe(f,c)?(this.#e(),!0):!1}probe32(c,f){let u=this.#n();
return Z(c,f,"probe32(hi, lo)"),n.zbw_tt_probe32(u,c,f)?(this.#e(),!0):!1}get(c){return this.probe(c)?{depth:this.depth,
score:this.score,bound:this.bound,move:this.move,age:this.age}:null}store(c,f,u,p,y=0){let d=this.#n();X(c,"store(key, .\
..)"),V(f,u,p,y,"store(key, ...)"),i.#r(f,u,p,y);let m=n.zbw_tt_store(d,c);if(m)throw r(m,"store(key, ...)")}store32(c,f,u,p,y,d=0){
let m=this.#n();Z(c,f,"store32(hi, lo, ...)"),V(u,p,y,d,"store32(hi, lo, ...)"),i.#r(u,p,y,d);let b=n.zbw_tt_store32(m,c,
f);if(b)throw r(b,"store32(hi, lo, ...)")}probeId(c,f){let u=this.#n();return X(c,"probeId(key, id)"),J(f,"probeId(key, \
id)"),this.#s(n.zbw_tt_probe_id(u,c,f),"probeId(key, id)")}probeId32(c,f,u){let p=this.#n();return Z(c,f,"probeId32(hi, \
lo, id)"),J(u,"probeId32(hi, lo, id)"),this.#s(n.zbw_tt_probe_id32(p,c,f,u),"probeId32(hi, lo, id)")}#s(c,f){if(c<0)throw r(
-c,f);return(c===1||c===2)&&this.#e(),rn[c]}storeId(c,f,u,p,y,d=0){let m=this.#n();X(c,"storeId(key, id, ...)"),J(f,"sto\
reId(key, id, ...)"),V(u,p,y,d,"storeId(key, id, ...)"),i.#r(u,p,y,d);let b=n.zbw_tt_store_id(m,c,f);if(b)throw r(b,"sto\
reId(key, id, ...)")}storeId32(c,f,u,p,y,d,m=0){let b=this.#n();Z(c,f,"storeId32(hi, lo, id, ...)"),J(u,"storeId32(hi, l\
o, id, ...)"),V(p,y,d,m,"storeId32(hi, lo, id, ...)"),i.#r(p,y,d,m);let w=n.zbw_tt_store_id32(b,c,f,u);if(w)throw r(w,"s\
toreId32(hi, lo, id, ...)")}clear(){n.zbw_tt_clear(this.#n())}newSearch(){n.zbw_tt_new_search(this.#n())}get config(){let c=t.
output.need(20);n.zbw_tt_config(this.#n(),c);let[f,u,p,y,d]=new Uint32Array(t.memory.buffer,c,5);return me(f,u,p,y,d)}get counters(){
let c=t.output.need(72);n.zbw_tt_counters(this.#n(),c);let f=new Float64Array(t.memory.buffer,c,9);return Object.fromEntries(
be.map((u,p)=>[u,f[p]]))}get freed(){return this.#t===0}free(){this.#t!==0&&(s.release(this,this.#t),this.#t=0)}[ut](){this.
free()}}return Object.assign(i,yt),{TranspositionTable:i}}var go=0,_o=1,Or=2,sn=[1,1,2,4],Eo=[1,1,2,8],Ao=0,To=1,ko=2,Rr=3,So=0,xo=1,Uo=2,Mo=3,No=4,Oo=5,Ro=6,zo=7,Bo=8,mt=t=>t>>>
8&255,It=t=>t<<24>>24,on=t=>t>>>16&255;function Po(t,e){if(t.indexBits>32)throw D("TT_INDEX_BITS",e);if(t.checkBits>64-t.
indexBits)throw D("TT_CHECK_BITS",e);if(t.policy>=sn.length)throw D("TT_POLICY",e);let n=t.bucketSlots||sn[t.policy];if(n>
Eo[t.policy]||t.policy!==Rr&&n!==sn[t.policy])throw D("TT_BUCKET_SLOTS",e);return n}var we=class{static name="SlotTable";depth=0;score=0;bound=0;move=0;age=0;constructor(e,n){
let r=Po(e,n);this.n=e.indexBits,this.m=e.checkBits,this.policyIndex=e.policy,this.k=r,this.idCount=e.idCount;try{this.slots=
new Int32Array(4*r*2**e.indexBits),this.ids=e.idCount?new Uint32Array(r*2**e.indexBits):null,this.idState=e.idCount?new Uint8Array(
e.idCount):null}catch(s){throw s instanceof RangeError?D("TT_NO_MEMORY",n):s}this.tableAge=0,this.resetCounters()}resetCounters(){
this.counts=new Float64Array(9)}find(e,n,r){let s=this.slots;for(let o=e,a=e+this.k;o<a;o++){let i=4*o;if(s[i]===n&&s[i+
1]===r&&mt(s[i+3])!==0)return o}return-1}lookup(e,n,r){this.counts[So]++;let s=this.find(e,n,r);if(s<0)return-1;let o=this.
slots,a=4*s;this.policyIndex===Rr&&(o[a+3]=o[a+3]&65535|this.tableAge<<16);let i=o[a+2],l=o[a+3];return this.score=i<<16>>
16,this.move=i>>>16,this.depth=It(l),this.bound=mt(l),this.age=on(l),this.counts[xo]++,s}classify(e,n){let r=this.counts;
return e>=0&&this.ids[e]===n?(r[No]++,"hit"):e>=0?(r[Ro]++,"type1"):this.idState[n]===Or?(r[zo]++,"type2"):(r[Oo]++,"mis\
s")}vacate(e,n){let r=this.slots,s=4*e;mt(r[s+3])!==0&&(this.ids&&this.ids[e]!==n&&(this.idState[this.ids[e]]=Or,this.counts[Bo]++),
r[s+3]&=-65281)}put(e,n,r,s,o,a,i,l){this.ids&&(this.vacate(e,s),this.ids[e]=s,this.idState[s]=_o);let c=this.slots,f=4*
e;c[f]=n,c[f+1]=r,c[f+2]=a&65535|l<<16,c[f+3]=o&255|i<<8|this.tableAge<<16}place(e,n,r,s,o,a,i,l){this.counts[Uo]++;let c=this.
slots;switch(this.policyIndex){case Ao:this.put(e,n,r,s,o,a,i,l);return;case To:{let f=c[4*e+3];mt(f)===0||o>=It(f)?this.
put(e,n,r,s,o,a,i,l):this.counts[Mo]++;return}case ko:this.twoTier(e,n,r,s,o,a,i,l);return;default:this.agingBucket(e,n,
r,s,o,a,i,l)}}twoTier(e,n,r,s,o,a,i,l){let c=this.slots,f=e,u=e+1,p=4*f,y=c[p+3],d=mt(y)!==0;if(d&&o<It(y)){this.put(u,n,
r,s,o,a,i,l);return}let m=4*u;mt(c[m+3])!==0&&c[m]===n&&c[m+1]===r&&this.vacate(u,s),d&&(c[p]!==n||c[p+1]!==r)&&this.moveDown(
f,u),this.put(f,n,r,s,o,a,i,l)}moveDown(e,n){let r=this.ids?this.ids[e]:0;this.vacate(n,r);let s=this.slots,o=4*n,a=4*e;
s[o]=s[a],s[o+1]=s[a+1],s[o+2]=s[a+2],s[o+3]=s[a+3],this.ids&&(this.ids[n]=r),s[a+3]&=-65281}agingBucket(e,n,r,s,o,a,i,l){
let c=this.find(e,n,r);if(c>=0){this.put(c,n,r,s,o,a,i,l);return}let f=this.slots,u=this.tableAge,p=e;for(let y=e;y<e+this.
k;y++){let d=f[4*y+3];if(mt(d)===0){p=y;break}let m=f[4*p+3],b=on(d)!==u,w=on(m)!==u;(b!==w?b:It(d)<It(m))&&(p=y)}this.put(
p,n,r,s,o,a,i,l)}clear(){this.slots.fill(0),this.idState&&this.idState.fill(go),this.tableAge=0,this.resetCounters()}newSearch(){
this.tableAge=this.tableAge+1&255}};var ge=class extends we{get config(){return me(this.n,this.m,this.policyIndex,this.k,this.idCount)}get counters(){return Object.
fromEntries(be.map((e,n)=>[e,this.counts[n]]))}storeChecked(e,n,r,s,o,a,i,l,c){if(this.ids)throw D("TT_NEEDS_ID",c);if(i<
1||i>3)throw D("TT_BOUND",c);this.place(e,n,r,0,o,a,i,l)}probeIdChecked(e,n,r,s,o){return this.instrumented(s,o),this.classify(
this.lookup(e,n,r),s)}storeIdChecked(e,n,r,s,o,a,i,l,c){if(this.instrumented(s,c),i<1||i>3)throw D("TT_BOUND",c);this.place(
e,n,r,s,o,a,i,l)}instrumented(e,n){if(!this.ids)throw D("TT_NOT_INSTRUMENTED",n);if(e>=this.idCount)throw D("TT_ID_RANGE",
n)}entry(){return{depth:this.depth,score:this.score,bound:this.bound,move:this.move,age:this.age}}},Ct=class extends ge{static name="\
Paired32Table";#t;#n;#e;#r;constructor(e=void 0){let n=Pt(e,"new Paired32Table(options)");super(n,"new Paired32Table(opt\
ions)");let{n:r,m:s}=this;this.#t=r===32?-1:(1<<r)-1,this.#n=r,this.#e=s>=32?-1:(1<<s)-1,this.#r=s<=32?0:s===64?-1:(1<<s-
32)-1}#s=0;#o=0;#i(e,n){let r=this.#n,s,o;return r===0?(s=n,o=e):r===32?(s=e,o=0):(s=n>>>r|e<<32-r,o=e>>>r),this.#s=s&this.#e,
this.#o=o&this.#r,((n&this.#t)>>>0)*this.k}probe32(e,n){return Z(e,n,"probe32(hi, lo)"),this.lookup(this.#i(e,n),this.#s,
this.#o)>=0}get32(e,n){return this.probe32(e,n)?this.entry():null}store32(e,n,r,s,o,a=0){let i="store32(hi, lo, ...)";Z(
e,n,i),V(r,s,o,a,i),this.storeChecked(this.#i(e,n),this.#s,this.#o,0,r,s,o,a,i)}probeId32(e,n,r){let s="probeId32(hi, lo\
, id)";return Z(e,n,s),J(r,s),this.probeIdChecked(this.#i(e,n),this.#s,this.#o,r,s)}storeId32(e,n,r,s,o,a,i=0){let l="st\
oreId32(hi, lo, id, ...)";Z(e,n,l),J(r,l),V(s,o,a,i,l),this.storeIdChecked(this.#i(e,n),this.#s,this.#o,r,s,o,a,i,l)}},Kt=class extends ge{static name="\
BigIntTable";#t;#n;#e;#r;constructor(e=void 0){let n=Pt(e,"new BigIntTable(options)");super(n,"new BigIntTable(options)"),
this.#t=(1n<<BigInt(this.n))-1n,this.#n=BigInt(this.n),this.#e=(1n<<BigInt(this.m))-1n,this.#r=this.m>32}#s=0;#o=0;#i(e){
let n=e>>this.#n&this.#e;return this.#s=Number(n&0xffffffffn)|0,this.#o=this.#r?Number(n>>32n)|0:0,Number(e&this.#t)*this.
k}probe(e){return X(e,"probe(key)"),this.lookup(this.#i(e),this.#s,this.#o)>=0}get(e){return this.probe(e)?this.entry():
null}store(e,n,r,s,o=0){let a="store(key, ...)";X(e,a),V(n,r,s,o,a),this.storeChecked(this.#i(e),this.#s,this.#o,0,n,r,s,
o,a)}probeId(e,n){let r="probeId(key, id)";return X(e,r),J(n,r),this.probeIdChecked(this.#i(e),this.#s,this.#o,n,r)}storeId(e,n,r,s,o,a=0){
let i="storeId(key, id, ...)";X(e,i),J(n,i),V(r,s,o,a,i),this.storeIdChecked(this.#i(e),this.#s,this.#o,n,r,s,o,a,i)}};Object.
assign(Ct,yt);Object.assign(Kt,yt);function zr(t,e){return Nr(t,e)}function Br(t){let e=new Gt(t,Lt),n={count:0};return Object.freeze({...kn(e),...Xn(e),...Yn(e,n),...He(e),...cr(e,n),...wr(
e,n),...Sr(e,n),...nn(e,n),...zr(e,n),stats:Dn(e,n)})}function Pr(t){if(/^[a-z][a-z0-9+.-]+:/i.test(t))return new URL(t);let e=process.getBuiltinModule?.("node:url");return e?
e.pathToFileURL(t):new URL(t,`file://${process.cwd().replace(/\/*$/,"/")}`)}async function an(t){let e=process.getBuiltinModule?.(
"node:fs");return e?e.readFileSync(t):(await import("node:fs/promises")).readFile(t)}function Ir(t){let e=process.getBuiltinModule?.(
"node:fs");if(!e)throw new Error("initSync() with no argument reads zobrist-all.wasm with process.getBuiltinModule (Node\
 20.16+, 22.3+); pass its bytes");return e.readFileSync(t)}var fn={moduleUrl:()=>new URL("./zobrist-all.wasm",import.meta.url),all:!0,readFile:an,fileUrl:Pr,ownBytes:()=>Ae(fn,an),
ownBytesSync:()=>Ae(fn,Ir)},{init:Qf,initSync:qf}=wn(Br,fn);export{kt as Additive48,jt as Additive48Hash,At as BigInt64,Dt as BigInt64Hash,Kt as BigIntTable,fe as CENSUS_HASHES,nt as FeatureHash,
ae as KNOWN_DISTINCT,Tt as Paired32,Wt as Paired32Hash,Ct as Paired32Table,G as START_FEN,tt as Scheme,yt as TT_BOUND,tn as UTTT_CENSUS_HASHES,
et as UTTT_FEATURES,xt as UTTT_START,h as ZobristError,Rs as featuresOfChessJs,ps as halfmoveKey,Qf as init,qf as initSync,
hs as keyOfFeatures,v as layout,Ne as polyglotKeys,Tn as splitmix64,Ue as splitmix64Table,L as toSeed};
//# sourceMappingURL=zobrist-all.node.js.map
