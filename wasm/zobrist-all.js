// Bundled by esbuild from the sources in wasm/ (make); do not edit.
var rn=Symbol.for("zobrist-wasm.ZobristError"),h=class extends Error{static name="ZobristError";constructor(e,n,r={}){super(
n),this.name="ZobristError",this.code=e,Object.assign(this,r)}get[rn](){return!0}static[Symbol.hasInstance](e){return typeof e==
"object"&&e!==null&&e[rn]===!0}};function $(t){return JSON.stringify(t.length>120?`${t.slice(0,100)}\u2026`:t)}function g(t){
return typeof t=="string"?$(t):t==null?String(t):typeof t=="bigint"?`${t}n`:typeof t=="object"?`an object (${Object.prototype.
toString.call(t).slice(8,-1)})`:typeof t=="symbol"?"a symbol":`${typeof t} ${String(t)}`}function Ir(t,e){if(typeof t!="\
string")throw new h("ARGUMENT_TYPE",`${e} must be a string, got ${g(t)}`,{input:t})}function B(t,e,n,r){if(typeof t!="nu\
mber"||!Number.isInteger(t))throw new h("ARGUMENT_TYPE",`${e} must be an integer, got ${g(t)}`,{input:t});if(t<n||t>r)throw new h(
"ARGUMENT",`${e} must be from ${n} to ${r}, got ${t}`,{input:t})}function P(t,e,n){if(t===void 0)return{};if(t===null||typeof t!=
"object"||Array.isArray(t))throw new h("ARGUMENT_TYPE",`${e} must be an object, got ${Array.isArray(t)?"an array":g(t)}`,
{input:t});for(let s of Object.keys(t))if(!n.includes(s))throw new h("ARGUMENT",`${e}: unknown option ${g(s)} (${n.join(
", ")})`,{input:s});let r=Object.getPrototypeOf(t);return r===Object.prototype||r===null?t:{...t}}function K(t,e,n){if(Ir(
t,e),t.length>n)throw new h("ARGUMENT",`${e} is ${t.length} characters long; at most ${n} make sense`,{input:t})}var Nt=null;function sn(t){return Nt?Nt(t):0}function on(t,e){let n=Nt;Nt=t;try{return e()}finally{Nt=n}}var wt={env:{emscripten_notify_memory_growth(){},zbw_audit_progress:sn}},Cr=()=>typeof document=="object"||typeof WorkerGlobalScope==
"function";function Kr(t,e,n){if(!(t instanceof TypeError)||!Cr())return t;let r=n.bytes?"; or call init() with no argum\
ent: this entry has the module built in and fetches nothing":n.all?"":"; or import 'zobrist-wasm/inline', which has the \
module built in and fetches nothing";return new h("WASM_LOAD",`cannot load the WebAssembly module: fetching ${e?e.href:"\
it"} failed (${t.message}): blocked by the network or by a Content-Security-Policy connect-src that does not allow its U\
RL (connect-src, or default-src where there is no connect-src, must allow it, e.g. connect-src 'self'; the browser's con\
sole says which)${r}`,{cause:t})}async function $t(t,e,n,r=!1){let s;try{s=await t}catch(o){throw Kr(o,n,e)}if(typeof Response>
"u"||!(s instanceof Response))throw new Error(`expected a Response from the promise given to init(), got ${Object.prototype.
toString.call(s)}`);if(!s.ok){let o=`fetching ${s.url||"the module (a Response with no URL)"}: HTTP ${s.status}`;throw r&&
s.status===404?new h("WASM_LOAD",`cannot load the WebAssembly module: ${o}: it is not beside the bundle (esbuild and Rol\
lup do not emit files referenced by new URL(\u2026, import.meta.url)); ${an(e,!0)}`):new Error(o)}return WebAssembly.instantiateStreaming&&
s.headers.get("content-type")==="application/wasm"?(await WebAssembly.instantiateStreaming(s,wt)).instance:(await WebAssembly.
instantiate(await s.arrayBuffer(),wt)).instance}function an(t,e){let n=t.all?"zobrist-all.wasm":"zobrist.wasm",r=[e&&`co\
py ${n} from node_modules/zobrist-wasm/wasm/ next to the bundle`,t.readFile?"pass its path or URL to init() (its bytes t\
o initSync())":"pass its URL to init(url)",!t.all&&"import 'zobrist-wasm/inline', which has the chess module built in"].
filter(Boolean),s=r.length>1?`${r.slice(0,-1).join(", ")}, or ${r.at(-1)}`:r[0];return t.all?`${s}; zobrist-wasm/all has\
 no inline build ('zobrist-wasm/inline' has chess and KeySpace only: no PGN, books, census, UTTT, Go or transposition ta\
bles)`:s}function un(t){let e;try{e=t.moduleUrl?.()}catch{}if(!(e instanceof URL))throw new h("WASM_LOAD",`cannot locate\
 the WebAssembly module: this bundle has no import.meta.url (an IIFE or CommonJS bundle?); ${an(t,!1)}`);return e}var cn="zobrist-wasm/inline has its module built in: call init() or initSync() with no argument, or pass the module's by\
tes";function $r(t,e){if(t instanceof URL)return t;if(e.fileUrl)return e.fileUrl(t);if(URL.canParse?.(t)??/^[a-z][a-z0-9+.-]*:/i.
test(t))return new URL(t);let n=globalThis.location?.href;if(e.bytes&&!n)throw new h("WASM_LOAD",`cannot resolve ${g(t)}\
: no page or module URL to resolve it against; ${cn}`);try{return new URL(t,un(e))}catch(r){if(n)return new URL(t,n);throw r}}
async function fn(t){try{return await fetch(t)}catch(e){throw new h("WASM_LOAD",`cannot read ${t.href}: this is the pack\
age's browser build, and this runtime's fetch reads no files; Node gets its own build through the 'node' export conditio\
n (not under --conditions=browser); or pass the module's bytes`,{cause:e})}}async function ln(t,e){if(t===void 0){let n=e.
bytes??e.ownBytes;if(n)return ge(await n());let r=un(e);return $t(r.protocol==="file:"?fn(r):fetch(r),e,r,!0)}if(t instanceof
WebAssembly.Module)return new WebAssembly.Instance(t,wt);if(t instanceof ArrayBuffer||ArrayBuffer.isView(t))return(await WebAssembly.
instantiate(t,wt)).instance;if(typeof t=="string"||t instanceof URL){let n=$r(t,e);if(n.protocol!=="file:")return $t(fetch(
n),e,n);if(e.readFile)return(await WebAssembly.instantiate(await e.readFile(n),wt)).instance;if(e.bytes)throw new h("WAS\
M_LOAD",`cannot read ${n.href}: this entry reads no files; ${cn}`);return $t(fn(n),e,n)}if(typeof Response<"u"&&t instanceof
Response||typeof t?.then=="function")return $t(t,e);throw new h("ARGUMENT_TYPE",`init(source): source must be a URL, a R\
esponse, bytes or a WebAssembly.Module, got ${g(t)}`)}function ge(t){let e=t instanceof WebAssembly.Module?t:new WebAssembly.
Module(t);return new WebAssembly.Instance(e,wt)}var Lr=/Content.Security.Policy|\bCSP\b|unsafe-eval|code generation disallowed by embedder/i;function Fr(t){let e=globalThis.
WebAssembly?.CompileError;return(e&&t instanceof e||t instanceof EvalError||t?.name==="CompileError"||t?.name==="EvalErr\
or")&&typeof t.message=="string"&&Lr.test(t.message)}var Gr="Add 'wasm-unsafe-eval' to script-src (to default-src if the\
re is no script-src), e.g. script-src 'self' 'wasm-unsafe-eval': it is the only relaxation the module needs; 'unsafe-eva\
l' is not needed. Without WebAssembly, the pure-JS schemes still give exact Polyglot keys: new Paired32(polyglotKeys()).\
setFromChessJs(chess)";function hn(t){for(let e=t,n=0;e!==null&&typeof e=="object"&&n<4;e=e.cause,n++){if(e instanceof h&&
e.code==="WASM_CSP")return e;if(Fr(e))return new h("WASM_CSP",`cannot compile the WebAssembly module: the page's Content\
-Security-Policy forbids it. ${Gr}. (The browser said: ${e.message.trim()})`,{cause:e})}}var Hr=new Uint8Array([0,97,115,109,1,0,0,0,1,5,1,96,0,1,123,3,2,1,0,10,22,1,20,0,253,12,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,
11]);function pn(t,e=globalThis.WebAssembly){if(!(e?.CompileError&&t instanceof e.CompileError||t?.name==="CompileError")||
typeof e?.validate!="function")return;let r;try{r=e.validate(Hr)}catch{return}if(!r)return new h("WASM_LOAD",`cannot com\
pile the WebAssembly module: this runtime lacks WebAssembly SIMD, which the module uses (Chrome 91, Firefox 89, Safari 1\
6.4 and Node 16.4 have it). Without WebAssembly, the pure-JS schemes still give exact Polyglot keys: new Paired32(polygl\
otKeys()).setFromChessJs(chess). (The runtime said: ${String(t.message).trim()})`,{cause:t})}function dn(t){return t instanceof h?t:hn(t)??pn(t)??new h("WASM_LOAD",`cannot load the WebAssembly module: ${t.message}`,
{cause:t})}function yn(t,e){async function n(o){let i;try{i=await ln(o,e)}catch(a){throw dn(a)}return t(i)}let r=e.bytes??
e.ownBytesSync;function s(o){let i=o===void 0?r:void 0;if(!i&&!(o instanceof WebAssembly.Module||o instanceof ArrayBuffer||
ArrayBuffer.isView(o)))throw new h("ARGUMENT_TYPE",`initSync(source): source must be the module's bytes or a WebAssembly\
.Module, got ${g(o)}`+(o===void 0?` (this is the package's browser build, which fetches its module: pass ${e.all?"zobris\
t-all.wasm's":"the module's"} bytes, or use await init(); in a browser only 'zobrist-wasm/inline' takes none, its module\
 built in${e.all?", with chess and KeySpace only":""}; in Node every entry does)`:""));let a;try{a=ge(i?i():o)}catch(c){
throw dn(c)}return t(a)}return{init:n,initSync:s}}var Dr=new TextEncoder,Yr=null,bn=t=>(Yr??=new TextDecoder).decode(t),mn=20;function vr(t,e){let n=s=>{throw s instanceof
WebAssembly.RuntimeError?(e.broken=s,wn(s)):s},r=()=>{if(e.broken)throw wn(e.broken)};switch(t.length){case 0:return()=>{
r();try{return t()}catch(s){return n(s)}};case 1:return s=>{r();try{return t(s)}catch(o){return n(o)}};case 2:return(s,o)=>{
r();try{return t(s,o)}catch(i){return n(i)}};case 3:return(s,o,i)=>{r();try{return t(s,o,i)}catch(a){return n(a)}};case 4:
return(s,o,i,a)=>{r();try{return t(s,o,i,a)}catch(c){return n(c)}};default:return(...s)=>{r();try{return t(...s)}catch(o){
return n(o)}}}}function Wr(t,e){return Object.create(new Proxy({},{get(n,r,s){let o=t[r];if(o===void 0)return;let i=typeof o==
"function"?vr(o,e):o;return Object.defineProperty(s,r,{value:i,enumerable:!0}),i}}))}function wn(t){return new h("WASM_T\
RAP",`the WebAssembly module trapped (${t.message}); this instance can no longer be used: call init() again`,{cause:t})}
var jr=2**31,gn=16<<20;function _e(t,e,n){for(let r=0;r<n.length;r++){let s=n.charCodeAt(r);t[e+r]=s<128?s:128}}var Lt=class{constructor(e,n){
this.core=e,this.size=0,this.ptr=0,this.initial=n,this.need(n)}need(e){if(e>this.size&&(this.ptr&&this.core.x.zbw_free(this.
ptr),this.size=Math.max(e,this.size*2),this.ptr=this.core.alloc(this.size),!this.ptr))throw this.size=0,new h("NO_MEMORY",
`cannot allocate ${e} bytes of WebAssembly memory`);return this.ptr}trim(e){this.size<=e||(this.core.x.zbw_free(this.ptr),
this.ptr=0,this.size=0,this.need(this.initial))}},Xr=1,Ft=2;function Zr(t,e){if(typeof t.zbw_module_kind!="function")throw new h(
"WASM_LOAD","this WebAssembly module is not one of zobrist-wasm's (it has no zbw_module_kind export): pass the package's\
 zobrist.wasm, or its zobrist-all.wasm to zobrist-wasm/all");if(e===Ft&&t.zbw_module_kind()!==Ft)throw new h("WASM_LOAD",
"zobrist-wasm/all needs zobrist-all.wasm; this module is the main entry's zobrist.wasm (keys and chess only)")}var Gt=class{constructor(e,n=Xr){
Zr(e.exports,n),this.memory=e.exports.memory,this.broken=null,this.x=Wr(e.exports,this),this.x._initialize(),this.chessErrors=
this.gameErrors(this.x.zbw_error_name,this.x.zbw_error_message),this.u8=new Uint8Array(this.memory.buffer),this.u32=new Uint32Array(
this.memory.buffer),this.u64s=new BigUint64Array(this.memory.buffer),this.input=new Lt(this,1024),this.inputBytes=null,this.
output=new Lt(this,4096)}bytes(){return this.u8.length===0&&(this.u8=new Uint8Array(this.memory.buffer)),this.u8}words(){
return this.u32.length===0&&(this.u32=new Uint32Array(this.memory.buffer)),this.u32}u64(){return this.u64s.length===0&&(this.
u64s=new BigUint64Array(this.memory.buffer)),this.u64s}trimRegions(){this.input.trim(gn),this.output.trim(gn),this.inputBytes=
null}alloc(e){return e<jr?this.x.zbw_alloc(e):0}writeInput(e){let n=e.length,r=this.input.need(n>mn?3*n:n);return n>mn&&
Dr.encodeInto(e,this.inputView(r,3*n)).written===n||_e(this.bytes(),r,e),n}inputView(e,n){let r=this.inputBytes;return(r===
null||r.length<n||r.byteOffset!==e)&&(r=this.inputBytes=this.bytes().subarray(e,e+this.input.size)),r}readString(e,n){return bn(
this.bytes().subarray(e,e+n))}cString(e){let n=this.bytes(),r=e;for(;n[r];)r++;return bn(n.subarray(e,r))}gameErrors(e,n,r=""){
let s=o=>r+this.cString(e(o));return{name:s,error:(o,i,a={})=>new h(s(o),`${i}: ${this.cString(n(o))} (${s(o)})`,a),textError:(o,i,a)=>{
let c=this.x.zbw_last_offset();return new h(s(o),`${a} ${$(i)}: ${this.cString(n(o))} (${s(o)} at character ${c+1})`,{input:i,
offset:c})}}}error(e,n,r={}){return this.chessErrors.error(e,n,r)}fenError(e,n,r="Invalid FEN"){let s=this.chessErrors.name(
e);return s==="NO_MEMORY"?new h(s,`out of WebAssembly memory while reading the FEN ${$(n)}`,{input:n}):this.chessErrors.
textError(e,n,r)}scratch(e=0){let n=this.x.zbw_scratch_position(e);if(!n)throw new h("NO_MEMORY","cannot allocate the sc\
ratch position");return n}};var Jr=1n<<64n;function Ee(t){for(let e=0;e<t.length;e++){let n=t[e];if(typeof n!="bigint"||n<0n||n>=Jr)return!1}return!0}
function Y(t,e=void 0){if(!(t instanceof BigUint64Array||Array.isArray(t)&&Ee(t)))throw new h("ARGUMENT_TYPE",`a key tab\
le must be a BigUint64Array (or an array of unsigned 64-bit BigInts), got ${g(t)}`);if(e!==void 0&&t.length!==e)throw new h(
"ARGUMENT",`a key table here has ${e} keys, this one ${t.length}`);if(t.length===0)throw new h("ARGUMENT","a key table n\
eeds at least one key");return t}var rt=class{static name="FeatureHash";constructor(e){Y(e),this.prepare(e),this.size=e.
length,this.present=new Uint8Array(e.length),this.count=0,this.resetKey()}#e(e,n){if(!Number.isInteger(e)||e<0||e>=this.
size)throw new h(typeof e=="number"?"ARGUMENT":"ARGUMENT_TYPE",`${n}: a feature must be an integer from 0 to ${this.size-
1}, got ${g(e)}`,{input:e});return e}has(e){return this.present[this.#e(e,"has(feature)")]===1}add(e){let n=this.#e(e,"a\
dd(feature)");if(this.present[n])throw new h("ARGUMENT",`add(${n}): feature ${n} is present already`,{input:n});return this.
present[n]=1,this.count++,this.insertKey(n),this}remove(e){let n=this.#e(e,"remove(feature)");if(!this.present[n])throw new h(
"ARGUMENT",`remove(${n}): feature ${n} is not present`,{input:n});return this.present[n]=0,this.count--,this.removeKey(n),
this}toggle(e){let n=this.#e(e,"toggle(feature)");return this.present[n]?this.remove(n):this.add(n)}clear(){return this.
present.fill(0),this.count=0,this.resetKey(),this}setFeatures(e){if(e===null||typeof e!="object"||typeof e[Symbol.iterator]!=
"function")throw new h("ARGUMENT_TYPE",`setFeatures(features): features must be an array of feature indices, got ${g(e)}`);
let n=Array.from(e),r=new Set;for(let s of n){if(this.#e(s,"setFeatures(features)"),r.has(s))throw new h("ARGUMENT",`set\
Features(features): feature ${s} is listed twice`,{input:s});r.add(s)}this.clear();for(let s of n)this.add(s);return this}features(){
let e=new Uint32Array(this.count);for(let n=0,r=0;r<this.count;n++)this.present[n]&&(e[r++]=n);return e}};var Ht=t=>class extends t{get name(){return"BigInt64"}get bits(){return 64}prepare(e){this.keys=Array.from(e)}setKeyAt(e,n){
this.keys[e]=n}negateKeyAt(){}resetKey(){this.k=0n}insertKey(e){this.k^=this.keys[e]}removeKey(e){this.k^=this.keys[e]}get key(){
return this.k}get hi(){return Number(this.k>>32n)}get lo(){return Number(this.k&0xFFFFFFFFn)}get keyHex(){return this.k.
toString(16).padStart(16,"0")}};var Dt=t=>class extends t{get name(){return"Paired32"}get bits(){return 64}prepare(e){this.hiKeys=new Int32Array(e.length),
this.loKeys=new Int32Array(e.length);for(let n=0;n<e.length;n++)this.setKeyAt(n,e[n])}setKeyAt(e,n){this.hiKeys[e]=Number(
BigInt.asIntN(32,n>>32n)),this.loKeys[e]=Number(BigInt.asIntN(32,n))}negateKeyAt(){}resetKey(){this.h=0,this.l=0}insertKey(e){
this.h^=this.hiKeys[e],this.l^=this.loKeys[e]}removeKey(e){this.h^=this.hiKeys[e],this.l^=this.loKeys[e]}get hi(){return this.
h>>>0}get lo(){return this.l>>>0}get key(){return BigInt(this.h>>>0)<<32n|BigInt(this.l>>>0)}get keyHex(){return(this.h>>>
0).toString(16).padStart(8,"0")+(this.l>>>0).toString(16).padStart(8,"0")}};var Yt=t=>class extends t{get name(){return"Additive48"}get bits(){return 48}prepare(e){this.keys=new Float64Array(e.length);
for(let n=0;n<e.length;n++)this.setKeyAt(n,e[n])}setKeyAt(e,n){this.keys[e]=Number(n>>16n)}negateKeyAt(e){this.keys[e]=(281474976710656-
this.keys[e])%281474976710656}resetKey(){this.k=0}insertKey(e){this.k+=this.keys[e],this.k>=281474976710656&&(this.k-=281474976710656)}removeKey(e){
this.k-=this.keys[e],this.k<0&&(this.k+=281474976710656)}get key(){return this.k}get keyHex(){return this.k.toString(16).
padStart(12,"0")}};var vt=class extends Ht(rt){static name="BigInt64Hash"},Wt=class extends Dt(rt){static name="Paired32Hash"},jt=class extends Yt(
rt){static name="Additive48Hash"},Xt={bigint64:vt,paired32:Wt,additive48:jt};var Ae=(1n<<64n)-1n;function H(t,e="a seed"){if(typeof t=="bigint")return BigInt.asUintN(64,t);if(typeof t=="number"&&Number.
isSafeInteger(t)&&t>=0)return BigInt(t);throw new h("ARGUMENT_TYPE",`${typeof e=="string"?e:"a seed"} must be a non-nega\
tive safe integer or a BigInt (taken modulo 2^64), got ${g(t)}`,{input:t})}function _n(t){return Vr(H(t,"splitmix64(seed\
): seed"))}function*Vr(t){let e=t;for(;;){e=e+0x9E3779B97F4A7C15n&Ae;let n=e;n=(n^n>>30n)*0xBF58476D1CE4E5B9n&Ae,n=(n^n>>
27n)*0x94D049BB133111EBn&Ae,yield n^n>>31n}}function Te(t,e=781){B(e,"splitmix64Table(seed, count): count",0,1<<24);let n=new BigUint64Array(
e),r=_n(t);for(let s=0;s<e;s++)n[s]=r.next().value;return n}var ke=1<<24,Qr=(1n<<64n)-1n,qr=Symbol.dispose??Symbol.for("Symbol.dispose");function En(t){let e=t.x,n=new FinalizationRegistry(
s=>{t.broken||e.zbw_free(s)});class r{static name="KeySpace";#e;#n;constructor(o,i=void 0){let{seed:a}=P(i,"new KeySpace\
(size, options): options",["seed"]),c;if(typeof o=="number")B(o,"new KeySpace(size): size",1,ke),c=new BigUint64Array(o),
this.#e=this.#t(c.length),e.zbw_keys_fill(H(a??0,"new KeySpace(size, { seed }): seed"),this.#e,c.length),c.set(new BigUint64Array(
t.memory.buffer,this.#e,c.length));else{if(a!==void 0)throw new h("ARGUMENT","new KeySpace(table, { seed }): a seed is f\
or generated keys, not a given table");if(Y(o),o.length>ke)throw new h("ARGUMENT",`new KeySpace(table): at most ${ke} ke\
ys`);c=BigUint64Array.from(o),this.#e=this.#t(c.length),new BigUint64Array(t.memory.buffer,this.#e,c.length).set(c)}this.#n=
c,n.register(this,this.#e,this)}#t(o){let i=e.zbw_alloc(8*o);if(!i)throw new h("NO_MEMORY",`cannot allocate ${o} keys`);
return i}#s(o){if(!this.#e)throw new h("KEY_SPACE_FREED",`${o}: this KeySpace was freed (free() or dispose) and cannot b\
e used`);return this.#e}get size(){return this.#n.length}get freed(){return this.#e===0}get table(){return this.#s("tabl\
e"),this.#n.slice()}keyAt(o){return this.#s("keyAt(feature)"),this.#n[this.#r(o,"keyAt(feature)")]}#r(o,i){if(!Number.isInteger(
o)||o<0||o>=this.#n.length)throw new h(typeof o=="number"?"ARGUMENT":"ARGUMENT_TYPE",`${i}: a feature must be an integer\
 from 0 to ${this.#n.length-1}, got ${g(o)}`,{input:o});return o}#o(o,i){if(o===null||typeof o!="object"||typeof o[Symbol.
iterator]!="function")throw new h("ARGUMENT_TYPE",`${i}: features must be an array of feature indices, got ${g(o)}`);let a=Array.
isArray(o)||ArrayBuffer.isView(o)?o:Array.from(o),c=a.length,d=new Uint32Array(c);for(let u=0;u<c;u++)d[u]=this.#r(a[u],
i);let f=t.output.need(4*Math.max(c,1));return new Uint32Array(t.memory.buffer,f,c).set(d),[f,c]}keyOf(o){let i=this.#s(
"keyOf(features)"),[a,c]=this.#o(o,"keyOf(features)");return BigInt.asUintN(64,e.zbw_hash_features(i,a,c))}halvesOf(o){let i=this.
keyOf(o);return{hi:Number(i>>32n),lo:Number(i&0xFFFFFFFFn)}}add48Of(o){let i=this.#s("add48Of(features)"),[a,c]=this.#o(
o,"add48Of(features)");return e.zbw_hash_features_add48(i,a,c)}toggle(o,i){if(this.#s("toggle(key, feature)"),typeof o!=
"bigint")throw new h("ARGUMENT_TYPE",`toggle(key, feature): key must be a BigInt, got ${g(o)}`);return(o^this.#n[this.#r(
i,"toggle(key, feature)")])&Qr}hash(o="bigint64"){this.#s("hash(name)");let i=typeof o=="string"?o.toLowerCase():null,a=i!==
null&&Object.prototype.hasOwnProperty.call(Xt,i)?Xt[i]:void 0;if(!a)throw new h(typeof o=="string"?"ARGUMENT":"ARGUMENT_\
TYPE",`hash(name): name must be one of ${Object.keys(Xt).join(", ")}, got ${g(o)}`);return new a(this.#n)}free(){this.#e&&
(n.unregister(this),t.broken||e.zbw_free(this.#e),this.#e=0)}}return r.prototype[qr]=r.prototype.free,{KeySpace:r}}function An(t){let e=globalThis.Buffer;if(typeof e=="function"&&typeof e.from=="function")return ts(e,t);if(typeof Uint8Array.
fromBase64=="function")return Uint8Array.fromBase64(t);let n=atob(t),r=new Uint8Array(n.length);for(let s=0;s<n.length;s++)
r[s]=n.charCodeAt(s);return r}function ts(t,e){let n=t.prototype?.base64Write;if(typeof n=="function"){let s=new Uint8Array(
(e.length>>2)*3+3),o=-1;try{o=n.call(s,e,0,s.length)}catch{}if(Number.isInteger(o)&&o>=0&&o<=s.length)return s.subarray(
0,o)}let r=t.from(e,"base64");return new Uint8Array(r.buffer,r.byteOffset,r.length)}var es=`
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
`,ns=781,Zt;function Se(){if(Zt===void 0){Zt=new BigUint64Array(ns);let t=new Uint8Array(Zt.buffer);if(t.set(An(es)),new Uint8Array(
new Uint16Array([1]).buffer)[0]===0)for(let e=0;e<t.length;e+=8)t.subarray(e,e+8).reverse()}return Zt.slice()}var st=781,ht=768,qt=772,Mt=780,lt=(1n<<64n)-1n,Ue=["pseudo","legal","literal"],Ot=["polyglot","stockfish","chessjs"],xe=(t,e)=>(t<<
e|t>>64n-e)&lt;function*rs(t){let e=t;for(;;)e^=e>>12n,e^=e<<25n&lt,e^=e>>27n,yield e*2685821657736338717n&lt}function*ss(t,e){
for(;;){let n=xe(t*5n&lt,7n)*9n&lt;e^=t,t=xe(t,24n)^e^e<<16n&lt,e=xe(e,37n),yield n}}var ot=t=>t.next().value;function os(){
let t=rs(1070372n),e=new BigUint64Array(st),n=new BigUint64Array(16);for(let r of[1,0])for(let s=0;s<6;s++)for(let o=0;o<
64;o++)e[64*(2*s+r)+o]=ot(t);for(let r=0;r<8;r++)e[qt+r]=ot(t);for(let r=0;r<16;r++)n[r]=ot(t);return e[Mt]=ot(t),{table:e,
castling:n}}function is(){let t=ss(0x31c4b365b102e01en,0xa187eb39cdcaed8fn),e=new BigUint64Array(st),n=new BigUint64Array(
16);for(let r of[1,0])for(let s=0;s<6;s++)for(let o=0;o<128;o++){let i=ot(t);o&136||(e[64*(2*s+r)+8*(7-(o>>4))+(o&7)]=i)}
for(let r=0;r<8;r++)e[qt+r]=ot(t);for(let r=0;r<16;r++)n[r]=ot(t);return e[Mt]=ot(t),{table:e,castling:n}}function Jt(t,e,n,r,s,o){
let i=new BigUint64Array(e),a=new BigUint64Array(16);for(let d=0;d<16;d++)if(n)a[d]=n[d];else for(let f=0;f<4;f++)d&1<<f&&
(a[d]^=i[ht+f]);if(n)for(let d=0;d<4;d++)i[ht+d]=a[1<<d];let c={name:t,get table(){return i.slice()},get castling(){return a.
slice()},castlingKeys:n?16:4,ep:r,turn:s,halfmoveBuckets:o};return Object.defineProperty(c,kn,{value:!0}),Sn.set(Object.
freeze(c),{table:i,castling:a}),us(c)}var kn=Symbol.for("zobrist-wasm.Layout"),Tn=new WeakMap;function fs(t){let e=Tn.get(
t);if(e)return e;let{name:n,castlingKeys:r,ep:s,turn:o,halfmoveBuckets:i}=t;if(Ot.includes(n))e=Ne(n);else{let a="layout\
(spec): another copy's Layout";if(!Ue.includes(s)||o!=="white"&&o!=="black"||typeof i!="boolean"||r!==4&&r!==16)throw new h(
"ARGUMENT",`${a} has fields this copy does not know (ep ${g(s)}, turn ${g(o)})`);let c=Qt(t.table,st,`${a}'s table`);e=Jt(
n,c,r===16?Qt(t.castling,16,`${a}'s castling`):null,s,o,i)}return Tn.set(t,e),e}var Sn=new WeakMap,gt=t=>Sn.get(t),Vt=new Map;
function Ne(t){let e=Vt.get(t);if(!e){if(t==="polyglot")e=Jt(t,Se(),null,"pseudo","white",!1);else{let{table:n,castling:r}=t===
"stockfish"?os():is();e=Jt(t,n,r,"pseudo","black",t==="stockfish")}Vt.set(t,e)}return e}function Qt(t,e,n){if(!((t instanceof
BigUint64Array||Array.isArray(t)&&Ee(t))&&t.length===e))throw new h("ARGUMENT_TYPE",`${n} must be ${e} keys (a BigUint64\
Array, or BigInts from 0 to 2^64 - 1), got ${g(t)}`);return t}function v(t="polyglot"){if(cs(t))return t;if(t?.[kn]===!0)
return fs(t);if(typeof t=="string")return as(t);let e=P(t,"layout(spec): spec",["base","seed","table","castlingTable","c\
astling","ep","turn"]),{base:n,seed:r,table:s,castlingTable:o,castling:i,ep:a,turn:c}=e;if([n,r,s].filter(u=>u!==void 0).
length>1)throw new h("ARGUMENT","layout(spec): give at most one of base, seed and table");let d;if(s!==void 0)d={table:Qt(
s,st,"layout({ table })"),castling16:null,ep:"pseudo",turn:"white",halfmove:!1};else if(r!==void 0){let u=Te(H(r,"layout\
({ seed }): seed"),st+16);d={table:u.subarray(0,st),castling16:null,spare:u.subarray(st),ep:"pseudo",turn:"white",halfmove:!1}}else{
let u=n===void 0?"polyglot":n;if(!Ot.includes(u))throw new h("ARGUMENT",`layout(spec): base must be one of ${Ot.join(", ")}\
, got ${g(u)}`);let l=Ne(u);if(o===void 0&&i===void 0&&a===void 0&&c===void 0)return l;let p=gt(l);d={table:p.table,castling16:l.
castlingKeys===16?p.castling:null,ep:l.ep,turn:l.turn,halfmove:l.halfmoveBuckets}}let f=d.castling16;if(o!==void 0){if(i!==
void 0&&i!==16)throw new h("ARGUMENT",`layout(spec): a castlingTable is 16 keys: castling must be 16 or left out, got ${g(
i)}`);f=Qt(o,16,"layout({ castlingTable })")}else if(i===16&&!f){if(!d.spare)throw new h("ARGUMENT","layout(spec): castl\
ing: 16 needs 16 castling keys (castlingTable, or a seed)");f=d.spare}else if(i===4){if(f)throw new h("ARGUMENT","layout\
(spec): castling: 4 on a 16-key layout has no four keys to XOR")}else if(i!==void 0&&i!==16)throw new h("ARGUMENT",`layo\
ut(spec): castling must be 4 or 16, got ${g(i)}`);if(a!==void 0&&!Ue.includes(a))throw new h("ARGUMENT",`layout(spec): e\
p must be one of ${Ue.join(", ")}, got ${g(a)}`);if(c!==void 0&&c!=="white"&&c!=="black")throw new h("ARGUMENT",`layout(\
spec): turn must be 'white' or 'black', got ${g(c)}`);return Jt("custom",d.table,f,a??d.ep,c??d.turn,d.halfmove)}function as(t){
let[e,...n]=t.split(",");if(Ot.includes(e)&&n.length===0)return Ne(e);let r={};if(Ot.includes(e))r.base=e;else if(/^seed:\d+$/.
test(e)&&BigInt(e.slice(5))<1n<<64n)r.seed=BigInt(e.slice(5));else throw e.startsWith("seed:")?new h("ARGUMENT",`layout(${g(
t)}): seed:S needs a whole number from 0 to 2^64 - 1 in decimal digits, got ${g(e.slice(5))}`):new h("ARGUMENT",`layout(${g(
t)}): unknown layout ${g(e)} (polyglot, stockfish, chessjs, seed:S)`);for(let s of n){let o=/^(?:(castling)=(4|16)|(ep|turn)=(.*))$/.
exec(s);if(!o)throw new h("ARGUMENT",`layout(${g(t)}): unknown option ${g(s)} (castling=4|16, ep=pseudo|legal|literal, t\
urn=white|black)`);o[1]?r.castling=Number(o[2]):r[o[3]]=o[4]}return v(r)}var xn=new WeakSet;function us(t){return xn.add(
t),t}var cs=t=>xn.has(t),Un=t=>Vt.get(t?.name)===t,Nn=t=>Vt.get("polyglot")===t,Me=70,Oe=t=>t<ht?t&63:t<qt?64+t-ht:t<Mt?
68:69;function Re(t){let e=String.fromCharCode(97+(t&7),49+((t&63)>>3));return new h("ARGUMENT",t<ht?`two pieces on ${e}`:
`feature ${t} conflicts with another`,{input:t})}function ls(t,e,n=0){if(t=v(t),e===null||typeof e!="object"||typeof e[Symbol.
iterator]!="function")throw new h("ARGUMENT_TYPE",`keyOfFeatures(layout, features): features must be an array (or iterab\
le) of feature indices, got ${g(e)}`,{input:e});B(n,"keyOfFeatures(layout, features, halfmove): halfmove",0,4294967295);
let{table:r,castling:s}=gt(t),o=new Uint8Array(Me),i=0n,a=0,c=!1;for(let d of e){if(!Number.isInteger(d)||d<0||d>=st)throw new h(
"ARGUMENT",`keyOfFeatures: a feature must be an integer from 0 to 780, got ${g(d)}`);if(o[Oe(d)]++)throw Re(d);d>=ht&&d<
qt?a^=1<<d-ht:d===Mt?c=!c:i^=r[d]}return i^=s[a],c===(t.turn==="white")&&(i^=r[Mt]),i^te(t,n)}function hs(t,e){return t=
v(t),B(e,"halfmoveKey(layout, halfmove): halfmove",0,4294967295),te(t,e)}var ze=t=>Math.floor((Math.min(t,65535)-14)/8);
function te(t,e){return!t.halfmoveBuckets||e<14?0n:BigInt(ze(e))*6364136223846793005n+1442695040888963407n&lt}var ps={pseudo:0,legal:1,literal:2},_t=class{constructor(e){this.core=e,this.sets=new Map}acquire(e){if(Nn(e))return 0;let n=this.
sets.get(e);return n||(n={ptr:this.#e(e),users:0,kept:Un(e)},this.sets.set(e,n)),n.users++,n.ptr}#e(e){let n=this.core.output.
need(6376),r=new BigUint64Array(this.core.memory.buffer,n,797),s=gt(e);r.set(s.table),r.set(s.castling,781);let o=this.core.
x.zbw_keys_new_layout(n,e.castlingKeys===16?n+8*781:0,ps[e.ep],e.turn==="white"?1:0,e.halfmoveBuckets?1:0);if(!o)throw new h(
"NO_MEMORY","cannot allocate a key set");return o}release(e){let n=this.sets.get(e);n&&--n.users===0&&!n.kept&&(this.core.
broken||this.core.x.zbw_keys_free(n.ptr),this.sets.delete(e))}with(e,n){let r=this.acquire(e);try{return n(r)}finally{this.
release(e)}}},pt=Object.freeze(["layout","seed"]);function dt(t,e){let{layout:n,seed:r}=t;if(n!==void 0&&r!==void 0)throw new h(
"ARGUMENT",`${e}: give layout or seed, not both`);return r!==void 0?v({seed:r}):v(n??"polyglot")}var D="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",Be=128,ds=256*8,ys=Symbol.dispose??Symbol.for("Symbol.d\
ispose"),Z=1024,Et=64;function Mn(t,e={count:0}){let n=t.x,r=new _t(t),s=new FinalizationRegistry(({ptr:i,layout:a})=>{t.
broken||n.zbw_position_free(i),r.release(a),e.count--});class o{static name="Position";#e;#n;static{t.positionPointer=a=>a!==
null&&typeof a=="object"&&#e in a?a.#t():0}constructor(a=D,c=void 0){K(a,"new Position(fen): fen",Z),c=P(c,"new Position\
(fen, options): options",pt);let d=dt(c,"new Position(fen, options)"),f=r.acquire(d),u=n.zbw_position_new(f);if(!u)throw r.
release(d),new h("NO_MEMORY","cannot allocate a position");if(this.#e=u,this.#n=d,e.count++,s.register(this,{ptr:u,layout:d},
this),a!==D)try{this.reset(a)}catch(l){throw this.free(),l}}reset(a=D){let c=this.#t();K(a,"reset(fen): fen",Z);let d=t.
writeInput(a),f=n.zbw_position_set_fen(c,t.input.ptr,d);if(f)throw t.fenError(f,a);return this}#t(){if(this.#e===0)throw new h(
"POSITION_FREED","this Position was freed (free() or dispose) and cannot be used");return this.#e}play(a){let c=this.#t();
(typeof a!="string"||a.length>Et)&&K(a,"play(move): move",Et);let d=t.writeInput(a),f=n.zbw_position_play(c,t.input.ptr,
d);if(f)throw t.error(f,`Cannot play ${$(a)} in ${this.fen}`,{input:a,fen:this.fen});return this}playCode(a){let c=this.#t();
B(a,"playCode(code): code",0,65535);let d=n.zbw_position_make_code(c,a);if(d)throw t.error(d,`Cannot play move code ${a}\
 in ${this.fen}`,{input:a,fen:this.fen});return this}undo(){let a=n.zbw_position_undo(this.#t());if(a)throw t.error(a,"C\
annot undo");return this}get key(){return BigInt.asUintN(64,n.zbw_position_key(this.#t()))}get layout(){return this.#t(),
this.#n}get keyHi(){return n.zbw_position_key_hi(this.#t())>>>0}get keyLo(){return n.zbw_position_key_lo(this.#t())>>>0}get keyHex(){
return this.keyHi.toString(16).padStart(8,"0")+this.keyLo.toString(16).padStart(8,"0")}get fen(){let a=t.output.need(Be);
return t.readString(a,n.zbw_position_fen(this.#t(),a))}get turn(){return n.zbw_position_side(this.#t())===1?"w":"b"}get inCheck(){
return n.zbw_position_in_check(this.#t())!==0}get ply(){return n.zbw_position_ply(this.#t())}get halfmoveClock(){return n.
zbw_position_halfmove(this.#t())}get fullmoveNumber(){return n.zbw_position_fullmove(this.#t())}legalMoves(a=void 0){let{
san:c=!1}=P(a,"legalMoves(options): options",["san"]);if(typeof c!="boolean")throw new h("ARGUMENT_TYPE",`legalMoves({ s\
an }): san must be true or false, got ${g(c)}`);let d=t.output.need(ds),f=t.readString(d,n.zbw_position_legal_text(this.#t(),
c?1:0,d));return f===""?[]:f.split(" ")}legalMoveCodes(){let a=t.output.need(512),c=n.zbw_position_legal_moves(this.#t(),
a);return new Uint16Array(t.memory.buffer,a,c).slice()}toSan(a){let c=this.#t();K(a,"toSan(move): move",Et);let d=t.writeInput(
a),f=n.zbw_position_parse_move(c,t.input.ptr,d);if(f<0)throw t.error(-f,`Cannot read ${$(a)} in ${this.fen}`,{input:a,fen:this.
fen});let u=t.output.need(16);return t.readString(u,n.zbw_move_san(c,f,u))}isRepetition(){return n.zbw_position_repetitions(
this.#t())>=2}repetitions(){return n.zbw_position_repetitions(this.#t())}perft(a){let c=this.#t();return B(a,"perft(dept\
h): depth",0,20),n.zbw_position_perft(c,a)}features(){let a=t.output.need(160),c=n.zbw_position_features(this.#t(),a);return new Uint32Array(
t.memory.buffer,a,c).slice()}get freed(){return this.#e===0}free(){this.#e!==0&&(s.unregister(this),t.broken||n.zbw_position_free(
this.#e),r.release(this.#n),this.#e=0,e.count--)}[ys](){this.free()}}return o.START_FEN=D,{Position:o,live:e,keySets:r}}var Pe=256,bs=new TextEncoder;function On(t,e,n){if(e.length<=Pe)return t.writeInput(e.join(""));let r=(t.input.need(n),
t.bytes()),s=t.input.ptr;for(let o=0;o<e.length;o+=Pe){let i=Math.min(o+Pe,e.length),a=e.slice(o,i).join(""),{read:c,written:d}=bs.
encodeInto(a,r.subarray(s,s+a.length));(c!==a.length||d!==a.length)&&_e(r,s,a),s+=a.length}return n}var ee=781,ms=1<<20,Ie=new Uint8Array(128);for(let t of'{}()[];%$*"')Ie[t.charCodeAt(0)]=1;for(let t=48;t<=57;t++)Ie[t]=
2;var ws=new Set(["1-0","0-1","1/2-1/2"]);function gs(t){let e=0;for(let n=0;n<t.length;n++){let r=t.charCodeAt(n);if(r<=
32||r>=127){if(/\s/.test(t))return!1;continue}let s=Ie[r];if(s===1)return!1;s===2&&e===n&&e++}return t.length===0?!1:e===
0?!0:e===t.length?t==="0000":t.charCodeAt(e)!==46&&!ws.has(t)}function Rn(t,e=new _t(t)){let n=t.x,r=(y,b,w)=>y===void 0?
w(0):e.with(dt(P(y,`${b}: options`,pt),b),w);function s(y,b=void 0){return K(y,"keyOfFen(fen): fen",Z),b===void 0?o(0,y):
r(b,"keyOfFen(fen, options)",w=>o(w,y))}function o(y,b){let w=t.writeInput(b),m=t.output.need(8),_=n.zbw_key_of_fen(y,t.
input.ptr,w,m);if(_)throw t.fenError(_,b);return t.u64()[m>>3]}let i=new Uint16Array(256);function a(y,b=void 0){if(!Array.
isArray(y))throw new h("ARGUMENT_TYPE",`keysOfFens(fens): fens must be an array of strings, got ${g(y)}`);let w=y.slice(),
m=w.length;i.length<m&&(i=new Uint16Array(Math.max(m,2*i.length)));let _=0;for(let S=0;S<m;S++){let T=w[S];(typeof T!="s\
tring"||T.length>Z)&&K(T,`keysOfFens(fens): fens[${S}]`,Z),i[S]=T.length,_+=T.length}if(_>ms)try{return c(w,m,_,b)}finally{
t.trimRegions()}return c(w,m,_,b)}function c(y,b,w,m){return r(m,"keysOfFens(fens, options)",_=>{On(t,y,w);let S=t.output.
need(10*b);new Uint16Array(t.bytes().buffer,S+8*b,b).set(i.subarray(0,b));let T=n.zbw_keys_of_fens(_,t.input.ptr,S+8*b,S,
b);if(T){let x=n.zbw_last_index(),O=t.fenError(T,y[x],`Invalid FEN at index ${x}`);throw O.index=x,O}return new BigUint64Array(
t.bytes().buffer,S,b).slice()})}function d(y,b=void 0){let w=P(b,"replay(moves, options): options",["fen",...pt]),{fen:m}=w,
_=dt(w,"replay(moves, options)"),S;if(Array.isArray(y)){y=y.slice();for(let x=0;x<y.length;x++){let O=y[x];if((typeof O!=
"string"||O.length>Et)&&K(O,`replay(moves): moves[${x}]`,Et),!gs(O))throw new h("ARGUMENT",`replay(moves): moves[${x}] m\
ust be one move (SAN, UCI or a null move; no move number, result, comment or variation), got ${g(O)}`,{index:x,input:O})}
try{S=y.join(" ")}catch(x){throw x instanceof RangeError?new h("ARGUMENT",`replay(moves): ${y.length} moves are more tex\
t than one string can hold; replay them in parts (replay(moves, { fen }))`):x}}else if(typeof y=="string")S=y;else throw new h(
"ARGUMENT_TYPE",`replay(moves): moves must be an array of strings or PGN movetext, got ${g(y)}`);m!==void 0&&K(m,"replay\
(moves, { fen }): fen",Z);let T=m??D;try{return e.with(_,x=>f(x,S,T))}finally{t.trimRegions()}}function f(y,b,w){let m=t.
scratch(y),_=t.writeInput(w),S=n.zbw_position_set_fen(m,t.input.ptr,_);if(S)throw t.fenError(S,w);let T=t.writeInput(b),
x=(T>>1)+2,O=t.output.need(8*x),N=n.zbw_replay(y,t.input.ptr,T,O,x);if(N){let R=n.zbw_last_plies()+1,E=t.output.need(128),
A=t.readString(E,n.zbw_position_fen(m,E)),k=n.zbw_last_offset(),U=b.slice(k,k+n.zbw_last_length());throw t.error(N,`Cann\
ot play ${$(U)} at ply ${R} in ${A}`,{input:U,ply:R,fen:A,offset:k})}return new BigUint64Array(t.memory.buffer,O,n.zbw_last_plies()+
1).slice()}function u(y,b=void 0){return K(y,"featuresOfFen(fen): fen",Z),r(b,"featuresOfFen(fen, options)",w=>{let m=t.
scratch(w),_=t.writeInput(y),S=n.zbw_position_set_fen(m,t.input.ptr,_);if(S)throw t.fenError(S,y);let T=t.output.need(160),
x=n.zbw_position_features(m,T);return new Uint32Array(t.memory.buffer,T,x).slice()})}function l(){return new BigUint64Array(
t.memory.buffer,n.zbw_polyglot_table(),ee).slice()}function p(y){let b=t.output.need(8*ee);return n.zbw_keys_fill(H(y,"s\
eededTable(seed): seed"),b,ee),new BigUint64Array(t.memory.buffer,b,ee).slice()}return{keyOfFen:s,keysOfFens:a,replay:d,
featuresOfFen:u,polyglotTable:l,seededTable:p}}var _s=[[1,2],[2,1],[2,-1],[1,-2],[-1,-2],[-2,-1],[-2,1],[-1,2]],Es=[[1,0],[1,1],[0,1],[-1,1],[-1,0],[-1,-1],[0,-1],[1,-1]],
As=[[1,0],[-1,0],[0,1],[0,-1]],Ts=[[1,1],[1,-1],[-1,1],[-1,-1]];function ne(t,e,n,r,s){let o=(e&7)+n,i=(e>>3)+r;return o>=
0&&o<8&&i>=0&&i<8&&t[8*i+o]===s}function zn(t,e,n,r,s){for(let[o,i]of n)for(let a=(e&7)+o,c=(e>>3)+i;a>=0&&a<8&&c>=0&&c<
8;a+=o,c+=i){let d=t[8*c+a];if(d!==-1){if(d===r||d===s)return!0;break}}return!1}function ks(t,e,n){let r=n?1:0,s=i=>2*i+
r,o=n?-1:1;if(ne(t,e,-1,o,s(0))||ne(t,e,1,o,s(0)))return!0;for(let[i,a]of _s)if(ne(t,e,i,a,s(1)))return!0;for(let[i,a]of Es)
if(ne(t,e,i,a,s(5)))return!0;return zn(t,e,As,s(3),s(4))||zn(t,e,Ts,s(2),s(4))}function re(t,e,n){let r=n?1:0,s=n?11:10,
o=n?e-8:e+8,i=o&7,a=t.indexOf(s);for(let c of[i>0?o-1:-1,i<7?o+1:-1]){if(c===-1||t[c]!==r)continue;if(a===-1)return!0;let d=t[o],
f=t[e];t[c]=-1,t[o]=-1,t[e]=r;let u=!ks(t,a,!n);if(t[c]=r,t[o]=d,t[e]=f,u)return!0}return!1}var Ss=768,xs=772,Us=780,Ns="pnbrqk",Bn=1,Pn=0,In=7,Cn=6,Kn=11,$n=10,Ms=[[4,7,Kn,In],[4,0,Kn,In],[60,63,$n,Cn],[60,56,$n,
Cn]];function it(t,e,n){return new h("ARGUMENT_TYPE",`${t}: chess must be a chess.js 1.x Chess instance (with board(), t\
urn(), getCastlingRights() and fen()), got ${e}`,{input:n})}function Os(t,e=void 0){let{layout:n}=P(e,"featuresOfChessJs\
(chess, options): options",["layout"]);return Ce(t,v(n??"polyglot"),"featuresOfChessJs(chess)").features}function Ce(t,e,n){
if(t===null||typeof t!="object"||typeof t.board!="function"||typeof t.turn!="function"||typeof t.getCastlingRights!="fun\
ction"||typeof t.fen!="function")throw it(n,g(t),t);let r=t.board();if(!Array.isArray(r)||r.length!==8)throw it(n,`a boa\
rd() of ${g(r)}`,t);let s=new Int8Array(64).fill(-1),o=[];for(let l=0;l<8;l++){let p=r[l];if(!Array.isArray(p)||p.length!==
8)throw it(n,`a board() row of ${g(p)}`,t);for(let y=0;y<8;y++){let b=p[y];if(b==null)continue;let w=typeof b?.type=="st\
ring"&&b.type.length===1?Ns.indexOf(b.type):-1;if(w<0||b.color!=="w"&&b.color!=="b")throw it(n,`a board() square holding\
 ${g(b?.type)} of color ${g(b?.color)}`,t);let m=8*(7-l)+y,_=2*w+(b.color==="w"?1:0);s[m]=_,o.push(64*_+m)}}let i=t.turn();
if(i!=="w"&&i!=="b")throw it(n,`a turn() of ${g(i)}`,t);let a=i==="w";for(let[l,p]of[["w",0],["b",2]]){let y=t.getCastlingRights(
l);if(y===null||typeof y!="object")throw it(n,`a getCastlingRights() of ${g(y)}`,t);[y.k,y.q].forEach((b,w)=>{let[m,_,S,
T]=Ms[p+w];b===!0&&s[m]===S&&s[_]===T&&o.push(Ss+p+w)})}let c=t.fen({forceEnpassantSquare:!0}),d=typeof c=="string"?c.split(
/\s+/):[],f=d[3];if(f===void 0)throw it(n,`a fen() of ${g(c)}`,t);if(f==="-"&&e.ep==="literal"&&(f=Rs(t)??"-"),f!=="-"){
let l=f.charCodeAt(0)-97,p=f.charCodeAt(1)-49;if(f.length!==2||l<0||l>7||p!==(a?5:2))throw it(n,`a fen() with the ep squ\
are ${g(f)}`,t);let y=8*p+l,b=a?y-8:y+8,w=a?Bn:Pn,m=a?Pn:Bn,_=l>0&&s[b-1]===w||l<7&&s[b+1]===w;s[y]===-1&&s[b]===m&&(e.ep===
"literal"||_&&(e.ep==="pseudo"||re(s,y,a)))&&o.push(xs+l)}a&&o.push(Us);let u=/^\d+$/.test(d[4]??"")?Math.min(Number(d[4]),
65535):0;return{features:Uint32Array.from(o),halfmove:u}}function Rs(t){if(typeof t.history!="function")return;let e=t.history(
{verbose:!0}),n=Array.isArray(e)?e.at(-1):void 0;if(!(!n||typeof n.flags!="string"||!n.flags.includes("b")||typeof n.to!=
"string"))return n.to[0]+(n.to[1]==="4"?"3":"6")}var zt=781,Rt=768,tt=772,ft=780,at=zt,oe=zt+16,zs=oe+1,At=2,se="pPnNbBrRqQkK",Ln="pnbrqk",ut=new Uint8Array(64).fill(15);
ut[4]=12;ut[7]=14;ut[0]=13;ut[60]=3;ut[63]=11;ut[56]=7;function Ke(t,e){if(typeof t=="string"&&t.length===2){let n=t.charCodeAt(
0)-97,r=t.charCodeAt(1)-49;if(((n|r)&-8)===0)return 8*r+n}else if(typeof t=="number"&&Number.isInteger(t)&&t>=0&&t<64)return t;
throw new h("ARGUMENT",`${e} must be a square like "e4" or an index 0-63, got ${g(t)}`,{input:t})}function X(t){return String.
fromCharCode(97+(t&7),49+(t>>3))}function G(t,e){return new h("MOVE_MISMATCH",`applyMove({ from: ${g(t.from)}, to: ${g(t.
to)} }): ${e}`,{input:t})}var Bs=t=>Y(t,zt);function Ps(t){let e=t.trim().split(/\s+/)[4];return e!==void 0&&/^\d+$/.test(
e)?Number(e):0}var et=class{static name="Scheme";#e;constructor(e,n=void 0){let{parseFen:r}=P(n,"new Scheme(layout, opti\
ons): options",["parseFen"]);if(r!==void 0&&typeof r!="function")throw new h("ARGUMENT_TYPE",`new Scheme(layout, { parse\
Fen }): parseFen must be a function, got ${g(r)}`);if(e===void 0)throw new h("ARGUMENT_TYPE","new Scheme(layout): give a\
 layout (a Layout, 'polyglot', 'stockfish', ...) or a 781-key table");let s=e instanceof BigUint64Array||Array.isArray(e)?
v({table:Bs(e)}):v(e);this.#e=s,this.castlingSets=s.castlingKeys===16,this.turnWhite=s.turn==="white",this.epLiteral=s.ep===
"literal",this.epLegal=s.ep==="legal",this.buckets=s.halfmoveBuckets;let o=new BigUint64Array(zs),i=gt(s);o.set(i.table),
o.set(i.castling,at),this.prepare(o),this.turnWhite||this.negateKeyAt(ft),this.parseFen=r,this.board=new Int8Array(64),this.
setFeatures([])}get layout(){return this.#e}get halfmoveClock(){return this.buckets?this.halfmove:this.clockAfter(this.plies)}clockAfter(e){
let n=this.history;for(let r=e;r>0;r--){let s=n[(r-1)*At];if((s>>>12&15)>>1===0||(s>>>20&15)!==0)return e-r}return this.
halfmove+e}setFeatures(e,n=0){let r=e!==null&&typeof e=="object"&&typeof e.length=="number";if(!r&&(e===null||typeof e?.[Symbol.
iterator]!="function"||typeof e=="string"))throw new h("ARGUMENT_TYPE",`setFeatures(features): features must be an array\
 of feature indices, got ${g(e)}`);if(!Number.isInteger(n)||n<0||n>65535)throw new h("ARGUMENT",`setFeatures(features, h\
alfmove): halfmove must be an integer from 0 to 65535, got ${g(n)}`);let s=r?e:Array.from(e),o=this.seen??=new Uint32Array(
Me);(this.stamp===void 0||this.stamp===4294967295)&&(o.fill(0),this.stamp=0);let i=++this.stamp;for(let a=0;a<s.length;a++){
let c=s[a];if(!Number.isInteger(c)||c<0||c>=zt)throw new h("ARGUMENT",`a feature must be an integer from 0 to 780, got ${g(
c)}`);let d=Oe(c);if(o[d]===i)throw Re(c);o[d]=i}this.board.fill(-1),this.clearHistory(),this.castling=0,this.ep=-1,this.
white=!1,this.halfmove=n,this.bucket=-1,this.resetKey();for(let a=0;a<s.length;a++){let c=s[a];c<Rt?(this.board[c&63]=c>>
6,this.insertKey(c)):c<tt?(this.castling|=1<<c-Rt,this.castlingSets||this.insertKey(c)):c<ft?(this.ep=c,this.insertKey(c)):
(this.white=!0,this.insertKey(c))}return this.castlingSets&&this.insertKey(at+this.castling),this.turnWhite||this.removeKey(
ft),this.keyBucket(n),this}keyBucket(e){let n=this.buckets&&e>=14?ze(e):-1;n!==this.bucket&&(this.bucket!==-1&&this.removeKey(
oe),n!==-1&&(this.setKeyAt(oe,te(this.#e,e)),this.insertKey(oe)),this.bucket=n)}countMove(e){this.history[(this.plies-1)*
At+1]|=this.halfmove<<7,this.halfmove=e?0:this.halfmove+1,this.keyBucket(this.halfmove)}clearHistory(){this.history??=new Int32Array(
At*64),!this.buckets&&this.plies>0&&(this.halfmove=this.clockAfter(this.plies)),this.plies=0}undo(){if(this.plies===0)throw new h(
"NOTHING_TO_UNDO","undo(): no move applied since the position was set");let e=this.history,n=--this.plies*At,r=e[n],s=(e[n+
1]&127)-1,o=e[n+1]>>>7,i=r&63,a=r>>>6&63,c=r>>>12&15,d=r>>>16&15,f=(r>>>20&15)-1,u=r>>>24&15,l=r>>>28,p=this.board;this.
ep!==-1&&this.removeKey(this.ep),this.white?this.removeKey(ft):this.insertKey(ft),this.white=(c&1)===1;let y=u&~this.castling;
if(y)if(this.castlingSets)this.removeKey(at+this.castling),this.insertKey(at+u);else for(let b=0;b<4;b++)y&1<<b&&this.insertKey(
Rt+b);if(this.castling=u,c>>1===5&&(a-i===2||i-a===2)){let b=a>i?i+3:i-4,w=a>i?i+1:i-1,m=p[w];this.removeKey(64*m+w),this.
insertKey(64*m+b),p[w]=-1,p[b]=m}return this.removeKey(64*d+a),p[a]=-1,this.insertKey(64*c+i),p[i]=c,f!==-1&&(this.insertKey(
64*f+s),p[s]=f),this.ep=l===0?-1:tt+l-1,l!==0&&this.insertKey(this.ep),this.buckets&&(this.halfmove=o,this.keyBucket(o)),
this}setFen(e){if(!this.parseFen)throw new h("ARGUMENT","setFen needs a parseFen option: create the scheme with createSc\
heme(), or without WebAssembly use setFromChessJs(new Chess(fen))");let n=this.parseFen(e,{layout:this.#e});return this.
setFeatures(n,Ps(e))}setFromChessJs(e){let{features:n,halfmove:r}=Ce(e,this.#e,"setFromChessJs(chess)");return this.setFeatures(
n,r)}togglePiece(e,n){let r=typeof e=="string"&&e.length===1?se.indexOf(e):e;if(!Number.isInteger(r)||r<0||r>11)throw new h(
"ARGUMENT",`a piece must be a FEN letter (PNBRQKpnbrqk) or a kind 0-11, got ${g(e)}`);let s=Ke(n,"square"),o=this.board[s];
if(o!==-1&&o!==r)throw new h("ARGUMENT",`${X(s)} holds ${se[o]}, not ${se[r]}`);return this.board[s]=o===r?-1:r,this.flip(
64*r+s,o!==r),this}toggleCastling(e){let n=typeof e=="string"?"KQkq".indexOf(e):e;if(!Number.isInteger(n)||n<0||n>3||typeof e==
"string"&&e.length!==1)throw new h("ARGUMENT",`a castling right must be K, Q, k, q or 0-3, got ${g(e)}`);let r=this.castling;
return this.castling^=1<<n,this.castlingSets?(this.clearHistory(),this.removeKey(at+r),this.insertKey(at+this.castling)):
this.flip(Rt+n,(this.castling&1<<n)!==0),this}toggleEpFile(e){let n=typeof e=="string"&&e.length===1?e.charCodeAt(0)-97:
e;if(!Number.isInteger(n)||n<0||n>7)throw new h("ARGUMENT",`an ep file must be a-h or 0-7, got ${g(e)}`);if(this.ep!==-1&&
this.ep!==tt+n)throw new h("ARGUMENT",`the ep file ${"abcdefgh"[this.ep-tt]} is hashed already`);return this.ep=this.ep===
-1?tt+n:-1,this.flip(tt+n,this.ep!==-1),this}toggleSide(){return this.white=!this.white,this.flip(ft,this.white),this}flip(e,n){
this.clearHistory(),n?this.insertKey(e):this.removeKey(e)}add(e){this.insertKey(e)}remove(e){this.removeKey(e)}applyMove(e){
if(e===null||typeof e!="object")throw new h("ARGUMENT_TYPE",`applyMove(move): move must be an object like chess.js's, go\
t ${g(e)}`);let n=Ke(e.from,"move.from"),r=Ke(e.to,"move.to"),s=this.board,o=s[n],i=(o&1)===1;if(o===-1)throw G(e,`no pi\
ece on ${X(n)}`);if(i!==this.white)throw G(e,`the piece on ${X(n)} is not the side to move's`);let a=e.piece,c=e.color;if(a!==
void 0&&a!==Ln[o>>1])throw G(e,`${X(n)} holds ${se[o]}`);if(c!==void 0&&c!==(i?"w":"b"))throw G(e,`it is ${i?"white":"bl\
ack"}'s piece`);let d=o>>1,f=(r&7)-(n&7),u=this.ep,l=s[r]===-1?-1:r;if(d===0){let N=i?r-n:n-r;if(!(f===0?l===-1&&(N===8||
N===16&&n>>3===(i?1:6)&&s[n+r>>1]===-1):(f===1||f===-1)&&N===8+(i?f:-f)))throw G(e,`a pawn cannot go from ${X(n)} to ${X(
r)}`);if(f!==0&&l===-1){if(u!==tt+(r&7))throw G(e,`no en passant capture on ${X(r)}`);l=i?r-8:r+8}}let p=l===-1?-1:s[l];
if(p!==-1&&(((p^o)&1)===0||p>>1===5))throw G(e,`cannot capture on ${X(r)}`);if(l!==-1&&p===-1)throw G(e,`nothing to capt\
ure on ${X(r)}`);let y=e.captured;if(y!==void 0&&(p===-1||y!==Ln[p>>1]))throw G(e,`the move says it captures ${y}`);let b=o,
w=e.promotion;if(w!=null){let N=typeof w=="string"&&w.length===1?"nbrq".indexOf(w):-1;if(d!==0||N<0||r>>3!==(i?7:0))throw G(
e,`bad promotion ${g(w)}`);b=2*(N+1)+(o&1)}else if(d===0&&r>>3===(i?7:0))throw G(e,"a pawn reaching the last rank needs \
move.promotion");let m=this.castling,_=d===5&&(f===2||f===-2);if(_){let N=f>0?n+3:n-4,R=(i?0:2)+(f>0?0:1);if(!(m&1<<R))throw G(
e,`no ${"KQkq"[R]} castling right`);if(s[N]!==(i?7:6))throw G(e,`no rook on ${X(N)} to castle with`);for(let E=Math.min(
n,N)+1;E<Math.max(n,N);E++)if(s[E]!==-1)throw G(e,`${X(E)} is in the way of castling`)}let S=this.history,T=this.plies*At;
if(T+At>S.length){let N=new Int32Array(S.length*2);N.set(S),this.history=S=N}if(S[T]=n|r<<6|o<<12|b<<16|p+1<<20|m<<24|(u===
-1?0:u-tt+1)<<28,S[T+1]=l+1,this.plies++,u!==-1&&this.removeKey(u),p!==-1&&(this.removeKey(64*p+l),s[l]=-1),this.removeKey(
64*o+n),s[n]=-1,this.insertKey(64*b+r),s[r]=b,_){let N=f>0?n+3:n-4,R=f>0?n+1:n-1,E=s[N];this.removeKey(64*E+N),this.insertKey(
64*E+R),s[N]=-1,s[R]=E}let x=m&~(ut[n]&ut[r]);if(x){let N=m&~x;if(this.castlingSets)this.removeKey(at+m),this.insertKey(
at+N);else for(let R=0;R<4;R++)x&1<<R&&this.removeKey(Rt+R);this.castling=N}i?this.removeKey(ft):this.insertKey(ft),this.
white=!i;let O=-1;if(d===0&&(r-n===16||n-r===16)){let N=i?0:1,R=r&7;(this.epLiteral||(R>0&&s[r-1]===N||R<7&&s[r+1]===N)&&
(!this.epLegal||re(s,n+r>>1,!i)))&&(O=tt+R,this.insertKey(O))}return this.ep=O,this.buckets&&this.countMove(d===0||p!==-1),
this}};var Tt=class extends Ht(et){static name="BigInt64"},kt=class extends Dt(et){static name="Paired32"},St=class extends Yt(
et){static name="Additive48"};function ie(t){return Object.freeze([{id:"xor32",bits:32,label:"32-bit XOR (low half of the key)"},{id:"xor48",bits:48,label:"\
48-bit XOR (high 48 bits)"},{id:"add48",bits:48,label:"48-bit additive (Additive48)"},{id:"xor64",bits:64,label:`64-bit \
XOR (${t})`}].map(Object.freeze))}var fe=Object.freeze([1,20,400,5362,72078,822518,9417681,96400068]),ae=ie("Polyglot key"),Fn=t=>t.split(" ").slice(0,4).
join(" "),Is=Fn(D);function $e(t){let e=t.x;function n(r,s=void 0){let{fen:o,onProgress:i,budget:a=2e4,keys:c=!1}=P(s,"c\
ensus(maxPly, options): options",["fen","onProgress","budget","keys"]);if(B(r,"census(maxPly): maxPly",1,7),B(a,"census(\
maxPly, { budget }): budget",1,1<<30),o!==void 0&&K(o,"census(maxPly, { fen }): fen",Z),typeof c!="boolean")throw new h(
"ARGUMENT_TYPE",`census(maxPly, { keys }): keys must be a boolean, got ${g(c)}`);if(i!==void 0&&typeof i!="function")throw new h(
"ARGUMENT_TYPE",`census(maxPly, { onProgress }): onProgress must be a function, got ${g(i)}`);let d=o??D,f=t.scratch(),u=t.
writeInput(d),l=e.zbw_position_set_fen(f,t.input.ptr,u);if(l)throw t.fenError(l,d);let p=t.output.need(Be),y=Fn(t.readString(
p,e.zbw_position_fen(f,p)))===Is;if(r===7&&y)throw new h("ARGUMENT",`census(7): the ${fe[7].toLocaleString("en")} positi\
ons at ply 7 from the start need about 5 GB, more than WebAssembly's 2 GiB: run the native census (make collisions PLY=7\
, or build/zobrist census 7 in the repository)`);let b=e.zbw_census_new(f);if(!b)throw new h("NO_MEMORY","cannot allocat\
e a census");let w=T=>12**T,m=Array.from({length:r},(T,x)=>w(x+1)).reduce((T,x)=>T+x,0),_=0,S=[];try{for(let T=1;T<=r;T++){
for(;;){let O=e.zbw_census_step(b,a);if(O<0)throw new h("NO_MEMORY",`out of WebAssembly memory (2 GiB at most) at ply ${T}\
 of the census: stop at an earlier ply, or run the native census`);if(i&&i((_+w(T)*(O?1:e.zbw_census_progress(b)))/m,T),
O)break}_+=w(T);let x=e.zbw_census_positions(b);S.push({ply:T,positions:x,known:y?fe[T]:void 0,hashes:ae.map((O,N)=>({...O,
pairs:e.zbw_census_pairs(b,N),expected:x*(x-1)/2**(O.bits+1)}))})}if(c){let T=t.output.need(8*S.at(-1).positions);S.at(-1).
keys=Object.fromEntries(ae.map((x,O)=>{let N=e.zbw_census_hashes(b,O,T);return[x.id,new BigUint64Array(t.memory.buffer,T,
N).slice()]}))}}finally{e.zbw_census_free(b)}return S}return{census:n}}var Le={bigint64:Tt,paired32:kt,additive48:St};function Gn(t,e){let{Position:n,keySets:r}=Mn(t,e),s=Rn(t,r);function o(i,a=void 0){
let c=P(a,"createScheme(name, options): options",pt);if(typeof i!="string")throw new h("ARGUMENT_TYPE",`createScheme(nam\
e): name must be a string, got ${g(i)}`);let d=i.toLowerCase(),f=Object.prototype.hasOwnProperty.call(Le,d)?Le[d]:void 0;
if(!f)throw new h("ARGUMENT",`createScheme(name): name must be one of ${Object.keys(Le).join(", ")}, got ${g(i)}`);return new f(
dt(c,"createScheme(name, options)"),{parseFen:s.featuresOfFen})}return{Position:n,ChessPosition:n,...s,createScheme:o,START_FEN:D}}function Hn(t,e){return()=>({livePositions:e.count,memoryBytes:t.memory.buffer.byteLength})}var Dn=4096,Yn=8,Cs=1e6,Ks=["OK","ARGUMENT","NO_MEMORY","CANCELLED"];function vn(t){let e=t.x;function n(a,c){if(Y(a),a.
length>Dn)throw new h("ARGUMENT",`${c}: at most ${Dn} keys, got ${a.length}`);let d=e.zbw_alloc(8*a.length);if(!d)throw new h(
"NO_MEMORY",`${c}: cannot allocate ${8*a.length} bytes of WebAssembly memory`);let f=new BigUint64Array(t.memory.buffer,
d,a.length);return a instanceof BigUint64Array?f.set(a):a.forEach((u,l)=>{f[l]=u}),d}function r(a,c,d){if(B(a,`${d}: bit\
s`,1,64),typeof c!="boolean")throw new h("ARGUMENT_TYPE",`${d}: high must be true or false, got ${g(c)}`,{input:c})}function s(a,c=64,d=!1){
let f="auditRank(keys, bits, high)";r(c,d,f);let u=n(a,f);try{return e.zbw_audit_rank(u,a.length,c,d?1:0)}finally{e.zbw_free(
u)}}function o(a,c=void 0){let d="audit(keys, options)",{bits:f=64,high:u=!1,maxSize:l=6,limit:p=1e3,onProgress:y}=P(c,`${d}\
: options`,["bits","high","maxSize","limit","onProgress"]);if(r(f,u,d),B(l,`${d}: maxSize`,1,Yn),B(p,`${d}: limit`,1,Cs),
y!==void 0&&typeof y!="function")throw new h("ARGUMENT_TYPE",`${d}: onProgress must be a function, got ${g(y)}`,{input:y});
let b=n(a,d),w=0,m=0,_=null,S=T=>{m=T;try{return y(T)===!0?1:0}catch(x){return _=x,1}};try{new Uint32Array(t.memory.buffer,
e.zbw_audit_options(),6).set([f,u?1:0,l,p,y?1:0,0]),w=on(S,()=>e.zbw_audit_run(b,a.length))}finally{e.zbw_free(b)}if(!w){
if(_)throw _;let T=Ks[e.zbw_audit_error()]??"ARGUMENT";throw new h(T,`${d}: ${T==="CANCELLED"?"cancelled by onProgress":
T==="NO_MEMORY"?"out of WebAssembly memory (try a smaller maxSize or limit, or more bits)":"the audit refused its argume\
nts"} (${T})`)}try{return y&&m<1&&y(1),i(w,f,u,l)}finally{e.zbw_audit_free(w)}}function i(a,c,d,f){let u=t.output.need(24),
l=[];for(let m=1;m<=f;m++){e.zbw_audit_size(a,m,u);let[_,S,T]=new Float64Array(t.memory.buffer,u,3);l.push({size:m,found:_,
moreThanLimit:S===1,expected:T})}let p=e.zbw_audit_dependency_count(a),y=Yn+1,b=p?e.zbw_alloc(4*y*p):0;if(p&&!b)throw new h(
"NO_MEMORY",`audit(keys, options): cannot allocate room for ${p} dependencies`);let w=[];try{p&&e.zbw_audit_dependencies(
a,b);let m=new Uint32Array(t.memory.buffer,b,y*p);for(let _=0;_<p;_++){let S=_*y;w.push(Array.from(m.subarray(S+1,S+1+m[S])))}}finally{
b&&e.zbw_free(b)}return{rank:e.zbw_audit_table_rank(a),bits:c,high:d,sizes:l,dependencies:w}}return{audit:o,auditRank:s}}function W(t,e,n){let r=new FinalizationRegistry(s=>{t.broken||e(s),n.count--});return{adopt(s,o){n.count++,r.register(s,
o,s)},release(s,o){r.unregister(s),t.broken||e(o),n.count--}}}var ct=Symbol.dispose??Symbol.for("Symbol.dispose");var Wn=65536,ue=65536,He=new TextEncoder,or=new TextDecoder,jn=0,Xn=1,Zn=2,Jn=3,$s=4,Ls=5,Fs=6,Gs=7,Hs=8,Vn=9,Qn=10,qn=11,
tr=12,er=13,Ds=14,Fe=15,nr=16,Ys=17,vs=18,Ws=20,js="abcdefgh",rr=Array.from({length:64},(t,e)=>js[e&7]+String((e>>3)+1)),
Xs="nbrq";function Ge(t){if(t===0)return"0000";let e=rr[t&63]+rr[t>>6&63];return(t>>12&3)===1?e+Xs[t>>14&3]:e}var Zs=Object.
freeze({moves:!0,tags:!0,keys:!0}),sr=new WeakMap;function ce(t,e){let n=sr.get(t);return n||(n=Js(t,e),sr.set(t,n)),n}function Js(t,e){
let n=t.x,r=W(t,n.zbw_pgn_free,e),s=E=>{let A=new Map;return k=>{let U=A.get(k);if(U===void 0){let M=E(k);U=M?t.cString(
M):null,A.set(k,U)}return U}},o=s(n.zbw_pgn_error_name),i=s(n.zbw_pgn_error_message),a=s(n.zbw_error_name),c=s(n.zbw_error_message),
d=s(n.zbw_pgn_warning_name),f=[];for(let E=0,A;E<31&&(A=d(1<<E))!==null;E++)f.push(A);function u(E,A){if(A.length===0)return[];
let k=He.encode(E),U=k.length+2&-2,M=t.input.need(U+2*A.length),z=t.bytes();z.set(k,M),z[M+k.length]=0,new Uint16Array(t.
memory.buffer,M+U,A.length).set(A);let I=t.output.need(8*A.length),C=n.zbw_pgn_san(M,M+U,A.length,I);if(C<0)throw new h(
"NO_MEMORY","cannot replay the game for its SAN");return t.readString(I,C).split(" ")}class l{static name="PgnGame";#e=null;#n=null;get uci(){
return this.#e===null&&(this.#e=Array.from(this.moves,Ge)),this.#e}get san(){return this.#n===null&&(this.#n=u(this.fen,
this.moves)),this.#n}toJSON(){return{...this,keys:this.keys&&Array.from(this.keys,A=>A.toString(16).padStart(16,"0")),moves:Array.
from(this.moves),uci:this.uci,san:this.san,variations:this.variations?.map(A=>({...A,keyBefore:A.keyBefore.toString(16).
padStart(16,"0"),key:A.key.toString(16).padStart(16,"0")}))}}}function p(E,A,k,U,M,z){let I=De(E,A);I+=`, line ${k[tr]} \
column ${k[er]}`,k[Fe]&&(I+=`, ply ${k[Fe]}${k[nr]?" in a variation":""}`),I+=`: ${o(U)}`,M&&(I+=` "${M}"`),I+=`: ${i(U)}`;
let C=k[qn];return C&&(I+=` (${a(C)}: ${c(C)})`),z&&(I+=` in position ${z}`),I}let y=new ArrayBuffer(ue),b=0;function w(E,A,k){
let U=k*E.BYTES_PER_ELEMENT;if(U>ue>>2)return new E(t.memory.buffer,A,k).slice();b+U>ue&&(y=new ArrayBuffer(ue),b=0);let M=new E(
y,b,k);return M.set(new E(t.memory.buffer,A,k)),b+=U+7&-8,M}function m(E){let A=E[Fs],k=E[Gs];if(k===0)return null;let U=or.
decode(t.bytes().subarray(A,A+k)).split("\0"),M=E[Hs],z={},I=new Array(M);for(let C=0;C<M;C++){let F=U[2*C],j=U[2*C+1];I[C]=
[F,j],Object.prototype.hasOwnProperty.call(z,F)||(F==="__proto__"?Object.defineProperty(z,F,{value:j,enumerable:!0,writable:!0,
configurable:!0}):z[F]=j)}return{tags:z,tagList:I,result:U[2*M],fen:U[2*M+1],errorText:U[2*M+2],errorFen:U[2*M+3]}}function _(E){
let A=[];if(E)for(let k=0;k<f.length;k++)E&1<<k&&A.push(f[k]);return A}function S(E,A,k){let U=E[Qn];if(U===0)return null;
let{tagList:M,errorText:z,errorFen:I}=k,C=E[qn],F=o(U),j=F==="ILLEGAL_MOVE"||F==="NULL_MOVE_IN_CHECK";return{code:`PGN_${F}`,
message:p(A,M,E,U,z,I),line:E[tr],column:E[er],offset:E[Ds],ply:E[Fe],depth:E[nr],move:j?z:null,text:z,fen:I||null,chessCode:C?
a(C):null}}function T(E){let A=E[Ys],k=E[vs],U=new Array(A);if(A){let M=new BigUint64Array(t.memory.buffer,k,3*A),z=new Uint16Array(
t.memory.buffer,k,12*A),I=new Uint32Array(t.memory.buffer,k,6*A);for(let C=0;C<A;C++)U[C]={depth:z[12*C+9],ply:I[6*C+5],
uci:Ge(z[12*C+8]),keyBefore:M[3*C],key:M[3*C+1]}}return U}let x=E=>E[Jn]?w(BigUint64Array,E[Ls],E[Jn]):new BigUint64Array(
0);function O(E,A,k=!0){let U=m(E),M=E[Zn],z=new l;return z.number=E[jn],z.line=E[Xn],z.tags=U.tags,z.tagList=U.tagList,
z.result=U.result,z.fen=U.fen,z.plies=M,z.moves=M?w(Uint16Array,E[$s],M):new Uint16Array(0),k&&(z.keys=x(E)),z.warnings=
_(E[Vn]),z.error=S(E,z.number,U),A&&(z.variations=T(E)),z}function N(E,A,k,U){let M=E[jn],z=E[Xn],I=E[Zn],C=E[Qn]||k?m(E):
null,F=_(E[Vn]),j;if(k){let{tags:qe,tagList:tn,result:en,fen:nn}=C;j=U?{number:M,line:z,tags:qe,tagList:tn,result:en,fen:nn,
plies:I,keys:x(E),warnings:F,error:null}:{number:M,line:z,tags:qe,tagList:tn,result:en,fen:nn,plies:I,warnings:F,error:null}}else
j=U?{number:M,line:z,plies:I,keys:x(E),warnings:F,error:null}:{number:M,line:z,plies:I,warnings:F,error:null};return C&&
(j.error=S(E,M,C)),A&&(j.variations=T(E)),j}class R{#e;#n=null;constructor(A,k=Zs,U=!1){let M=n.zbw_pgn_new(A?1:0,U?1:0);
if(!M)throw new h("NO_MEMORY","cannot allocate a PGN reader");this.#e=M,this.variations=A,this.fields=k,this.pushed=0,this.
carry="",r.adopt(this,M)}get ptr(){if(this.#e===0)throw new h("PGN_READER_FREED","this PGN reader was freed");return this.#e}push(A,k){
let U;if(typeof A=="string"){U=Math.min(A.length,k+(Wn>>1));let M=U-k===A.length?A:A.slice(k,U);this.carry&&(M=this.carry+
M);let z=M.charCodeAt(M.length-1);this.carry=z>=55296&&z<56320?M.slice(-1):"",this.#t(this.carry?M.slice(0,-1):M)}else{this.#r(),
U=Math.min(A.length,k+Wn);let M=U-k,z=t.input.need(M);t.bytes().set(k===0&&U===A.length?A:A.subarray(k,U),z),this.#s(z,M)}
return U}#t(A){let k=t.input.need(3*A.length);this.#s(k,He.encodeInto(A,t.bytes().subarray(k,k+3*A.length)).written)}#s(A,k){
if(n.zbw_pgn_push(this.ptr,A,k)<0)throw new h("NO_MEMORY","cannot grow the PGN reader's buffer");this.pushed+=k}#r(){this.
carry&&(this.#t(this.carry),this.carry="")}finish(){this.#r(),n.zbw_pgn_finish(this.ptr)}#o(A){return(this.#n===null||this.#n.
buffer!==t.memory.buffer)&&(this.#n=new Float64Array(t.memory.buffer,n.zbw_pgn_header(A),Ws)),this.#n}next(){let A=this.
ptr,{moves:k,tags:U,keys:M}=this.fields,z=n.zbw_pgn_next(A,U?1:0);if(z===0)return null;if(z<0)throw new h("NO_MEMORY","c\
annot describe a PGN game");let I=this.#o(A);return k?O(I,this.variations,M):N(I,this.variations,U,M)}describeCurrent(){
let A=this.ptr;if(n.zbw_pgn_describe(A)<0)throw new h("NO_MEMORY","cannot describe a PGN game");return O(this.#o(A),!1)}get freed(){
return this.#e===0}free(){this.#e!==0&&(r.release(this,this.#e),this.#e=0)}}return{Reader:R,PgnGame:l,uciOf:Ge}}function De(t,e){
let n=`game ${t}`,r=!0;for(let s of["White","Black","Event"]){let o=e.find(i=>i[0]===s);o&&(n+=`${r?" (":" "}${s} "${Vs(
o[1])}"`,r=!1)}return r?n:`${n})`}function Vs(t){if(t.length<=26)return t;let e=He.encode(t);if(e.length<=80)return t;let n=80;
for(;n>0&&(e[n]&192)===128;)n--;return or.decode(e.subarray(0,n))}var ir=t=>typeof Blob<"u"&&t instanceof Blob,fr=t=>t!==null&&typeof t=="object"&&typeof t.getReader=="function";function Bt(t,e){
if(typeof t=="string")return"text";if(t instanceof ArrayBuffer||ArrayBuffer.isView(t))return"bytes";if(ir(t)||fr(t)||t!==
null&&typeof t=="object"&&(Symbol.asyncIterator in t||Symbol.iterator in t))return"chunks";throw new h("ARGUMENT_TYPE",`${e}\
 must be a string, a Uint8Array, an ArrayBuffer, a Blob, a ReadableStream or an (async) iterable of Uint8Array or string\
 chunks, got ${g(t)}`,{input:t})}function le(t){if(t instanceof Uint8Array)return t;try{return t instanceof ArrayBuffer?
new Uint8Array(t):new Uint8Array(t.buffer,t.byteOffset,t.byteLength)}catch(e){throw e instanceof TypeError?new h("ARGUME\
NT","the bytes' ArrayBuffer is detached (transferred, to a worker or by structuredClone): pass bytes still held here",{input:t}):
e}}function ar(t,e){if(typeof t=="string")return t;if(t instanceof ArrayBuffer||ArrayBuffer.isView(t))return le(t);throw new h(
"ARGUMENT_TYPE",`${e}: a chunk must be a Uint8Array or a string, got ${g(t)}`,{input:t})}async function*he(t,e){let n=Bt(
t,e);if(n!=="chunks"){yield n==="text"?t:le(t);return}if(ir(t)&&(t=t.stream()),fr(t)){yield*qs(t,e);return}for await(let r of t)
yield ar(r,e)}var Qs=1<<20;async function*qs(t,e){if(t.locked)throw new h("ARGUMENT",`${e}: the ReadableStream is locked\
 (another reader holds it): release its reader, or pass a stream nothing reads yet`,{input:t});let n,r=null;try{n=t.getReader(
{mode:"byob"}),r=new ArrayBuffer(Qs)}catch{n=t.getReader()}let s=!1;try{for(;;){let o=await(r?n.read(new Uint8Array(r)):
n.read());if(o.done){s=!0;return}r&&(r=o.value.buffer),yield ar(o.value,e)}}finally{s||await n.cancel().catch(()=>{}),n.
releaseLock()}}function pe(t,e,n){if(typeof t!="boolean")throw new h("ARGUMENT_TYPE",`${n}: ${e} must be true or false, got ${g(t)}`,{input:t})}
function ur(t,e){let{variations:n=!1,onProgress:r,moves:s=!0,tags:o=!0,keys:i=!0}=P(t,`${e}: options`,["variations","onP\
rogress","moves","tags","keys"]);if(pe(n,"variations",e),pe(s,"moves",e),pe(o,"tags",e),pe(i,"keys",e),s&&!o)throw new h(
"ARGUMENT",`${e}: tags: false needs moves: false (a game's SAN is made from its FEN)`,{input:t});if(r!==void 0&&typeof r!=
"function")throw new h("ARGUMENT_TYPE",`${e}: onProgress must be a function, got ${g(r)}`,{input:r});return{variations:n,
onProgress:r,fields:{moves:s,tags:o,keys:i}}}function cr(t,e){let{Reader:n}=ce(t,e);function r(i,a=void 0){Bt(i,"readPgn\
(source): source");let{variations:c,onProgress:d,fields:f}=ur(a,"readPgn(source, options)");return s(i,c,d,f)}async function*s(i,a,c,d){
let f=new n(a,d);try{for await(let u of he(i,"readPgn(source)"))for(let l=0;l<u.length;){l=f.push(u,l);for(let p=f.next();p!==
null;p=f.next())yield p;c&&c(f.pushed)}f.finish();for(let u=f.next();u!==null;u=f.next())yield u}finally{f.free()}}function o(i,a=void 0){
let c=typeof i=="string"?"text":i instanceof ArrayBuffer||ArrayBuffer.isView(i)?"bytes":null;if(!c)throw new h("ARGUMENT\
_TYPE",`readPgnSync(text): text must be a string or a Uint8Array, got ${g(i)}`,{input:i});let{variations:d,onProgress:f,
fields:u}=ur(a,"readPgnSync(text, options)"),l=c==="text"?i:le(i),p=new n(d,u),y=[];try{for(let b=0;b<l.length;){b=p.push(
l,b);for(let w=p.next();w!==null;w=p.next())y.push(w);f&&f(p.pushed)}p.finish();for(let b=p.next();b!==null;b=p.next())y.
push(b)}finally{p.free()}return y}return{readPgn:r,readPgnSync:o}}var de=1024,xt=40,to=4294967295,lr=64;function eo(){return globalThis.crypto?.getRandomValues?globalThis.crypto.getRandomValues(
new BigUint64Array(1))[0]:BigInt(Math.floor(Math.random()*2**32))<<32n|BigInt(Math.floor(Math.random()*2**32))}function no(t){
let e=n=>String.fromCharCode(97+(n&7),49+(n>>3));return e(t>>6&63)+e(t&63)+(t>>12?"nbrq"[(t>>12)-1]:"")}function Ye(t,e){
let n="";for(let r=e;r<e+8&&t[r]!==0;r++)n+=String.fromCharCode(t[r]);return n}function hr(t,e){let n=t.x,r=W(t,n.zbw_book_free,
e),{name:s,error:o}=t.gameErrors(n.zbw_book_error_name,n.zbw_book_error_message,"BOOK_"),i=null;function a(m){return m===
i?0:(i=null,t.writeInput(m===""?" ":m))}function c(m,_){return i=null,t.fenError(m,_)}function d(m,_){if(typeof m=="stri\
ng")return m.length>de&&K(m,`${_}: fen`,de),m;if(m!==null&&typeof m=="object"){let S=typeof m.fen=="function"?m.fen():m.
fen;if(typeof S=="string")return S.length>de&&K(S,`${_}: position.fen`,de),S}throw new h("ARGUMENT_TYPE",`${_}: the posi\
tion must be a FEN string or a Position, got ${g(m)}`,{input:m})}let f=new Array(32768).fill(null),u=[];function l(m,_,S,T){
let x=S+T*xt,O=x>>2,N=_[O],R=_[O+1],E=_[O+2],A=_[O+3],k=_[O+4],U=_[O+5],M=A?N/A:0;if(k>=2147483648)return{move:Ye(m,x+24),
raw:k&65535,weight:N,learn:R,entry:E,code:s(k>>>16&255)};let z=f[k]??(f[k]=no(k));if(U===0)return{uci:z,weight:N,learn:R,
share:M,entry:E};let I=U===to?Ye(m,x+32):u[U]??(u[U]=Ye(m,x+32));return{uci:z,san:I,weight:N,learn:R,share:M,entry:E}}let p=m=>l(
t.bytes(),t.words(),m,0),y=(m,_,S)=>m[_+S*xt+16>>2]<2147483648;class b{static name="Book";#e;#n;constructor(_){this.#e=_,
this.#n=n.zbw_book_size(_),r.adopt(this,_)}#t(){if(this.#e===0)throw new h("BOOK_FREED","this Book was freed (free() or \
dispose) and cannot be used");return this.#e}get size(){return this.#t(),this.#n}#s(_,S,T=1){let x=this.#t(),O=t.positionPointer?.(
_);if(O)for(let A=lr;;){let k=t.output.need(A*xt),U=n.zbw_book_probe_position(x,O,T,k,A);if(U<0)throw t.fenError(-U,_.fen);
if(U<=A)return[k,U];A=U}let N=d(_,S),R=a(N),E=lr;for(;;){let A=t.output.need(E*xt),k=n.zbw_book_probe(x,t.input.ptr,R,T,
A,E);if(k<0)throw c(-k,N);if(i=N,k<=E)return[A,k];E=k,R=0}}moves(_,S=void 0){let{san:T=!0}=P(S,"moves(position, options)\
: options",["san"]);if(typeof T!="boolean")throw new h("ARGUMENT_TYPE",`moves(position, { san }): san must be a boolean,\
 got ${g(T)}`);let[x,O]=this.#s(_,"moves(position)",T?1:0),N=t.bytes(),R=t.words(),E=0;for(;E<O&&y(R,x,E);)E++;let A=new Array(
E);for(let k=0;k<E;k++)A[k]=l(N,R,x,k);return A}badEntries(_){let[S,T]=this.#s(_,"badEntries(position)",0),x=t.bytes(),O=t.
words(),N=[];for(let R=0;R<T;R++)y(O,S,R)||N.push(l(x,O,S,R));return N}#r(_,S,T,x){let O=this.#t(),N=t.positionPointer?.(
_);if(N){let U=t.output.need(xt),M=n.zbw_book_choose_position(O,N,S,T,U);if(M<0)throw t.fenError(-M,_.fen);return M===0?
null:p(U)}let R=d(_,x),E=a(R),A=t.output.need(xt),k=n.zbw_book_choose(O,t.input.ptr,E,S,T,A);if(k<0)throw c(-k,R);return i=
R,k===0?null:p(A)}pick(_,S=void 0){let{seed:T}=P(S,"pick(position, options): options",["seed"]);return this.#r(_,0,T===void 0?
eo():H(T,"pick(position, { seed }): seed"),"pick(position)")}best(_){return this.#r(_,1,0n,"best(position)")}get freed(){
return this.#e===0}free(){this.#e!==0&&(r.release(this,this.#e),this.#e=0)}[ct](){this.free()}}function w(m){if(!(m instanceof
ArrayBuffer||ArrayBuffer.isView(m)))throw new h("ARGUMENT_TYPE",`openBook(bytes): bytes must be a Uint8Array or an Array\
Buffer, got ${g(m)}`,{input:m});let _=m.byteLength;if(_===0)throw new h("BOOK_EMPTY","openBook(bytes): the book is empty\
 (0 bytes)");let S=t.alloc(_);if(!S)throw new h("NO_MEMORY",`cannot allocate ${_} bytes of WebAssembly memory for the bo\
ok`);let T=m instanceof Uint8Array?m:m instanceof ArrayBuffer?new Uint8Array(m):new Uint8Array(m.buffer,m.byteOffset,m.byteLength),
x,O=0;try{t.bytes().set(T,S);let N=t.output.need(4);x=n.zbw_book_open(S,T.length,N),x||(O=new Uint32Array(t.memory.buffer,
N,1)[0])}finally{n.zbw_free(S)}if(x){let N=n.zbw_last_index(),R=s(x).slice(5);if(R==="NO_MEMORY")throw new h("NO_MEMORY",
`cannot allocate WebAssembly memory for a book of ${_} bytes`);let E=R==="TRUNCATED"?` (${T.length} bytes, ${T.length%16}\
 after entry ${N})`:R==="UNSORTED"||R==="BAD_MOVE"?` at entry ${N}`:"";throw o(x,`openBook(bytes)${E}`,R==="UNSORTED"||R===
"BAD_MOVE"||R==="TRUNCATED"?{entry:N}:{})}return new b(O)}return{openBook:w,bookError:o}}var pr=typeof Blob=="function";function dr(){let t=[];return{get count(){return t.length},add(e){t.push(pr?new Blob([e]):
e.slice())},async read(e,n,r){let s=t[e];return pr?new Uint8Array(await s.slice(n,n+r).arrayBuffer()):s.subarray(n,n+r)}}}var ro=50,yr=1<<19,so=16384,oo=24<<20,io=12,fo=0,ao=2;function uo(t){let e=Math.min(1048576,Math.max(65536,Math.floor(oo/
Math.max(1,t))));return e-e%io}function co(t,e){if(t.length===1)return t[0];let n=new Uint8Array(e),r=0;for(let s of t)n.
set(s,r),r+=s.length;return n}function br(t,e,n,r,s){if(t===void 0)return s;if(typeof t!="number"||!Number.isInteger(t))
throw new h("ARGUMENT_TYPE",`buildBook(source, { ${e} }): ${e} must be an integer, got ${g(t)}`,{input:t});if(t<n||t>r)throw new h(
"ARGUMENT",`buildBook(source, { ${e} }): ${e} must be from ${n} to ${r}, got ${t}`,{input:t});return t}function ve(t,e){
if(t===void 0)return!1;if(typeof t!="boolean")throw new h("ARGUMENT_TYPE",`buildBook(source, { ${e} }): ${e} must be tru\
e or false, got ${g(t)}`,{input:t});return t}var lo=["maxPly","minGame","minScore","onlyWhite","onlyBlack","uniform","on\
Progress"];function ho(t){let e=P(t,"buildBook(source, options): options",lo),n=br(e.maxPly,"maxPly",0,2**31-1,1024),r=br(
e.minGame,"minGame",0,2**31-1,3),s=0;if(e.minScore!==void 0){if(typeof e.minScore!="number"||!Number.isFinite(e.minScore))
throw new h("ARGUMENT_TYPE",`buildBook(source, { minScore }): minScore must be a number (a percentage), got ${g(e.minScore)}`,
{input:e.minScore});if(e.minScore<0||e.minScore>100)throw new h("ARGUMENT",`buildBook(source, { minScore }): minScore mu\
st be from 0 to 100, got ${e.minScore}`,{input:e.minScore});s=e.minScore}let o=ve(e.onlyWhite,"onlyWhite"),i=ve(e.onlyBlack,
"onlyBlack");if(o&&i)throw new h("ARGUMENT","buildBook(source, options): onlyWhite and onlyBlack cannot both be true");let a=ve(
e.uniform,"uniform");if(e.onProgress!==void 0&&typeof e.onProgress!="function")throw new h("ARGUMENT_TYPE",`buildBook(so\
urce, { onProgress }): onProgress must be a function, got ${g(e.onProgress)}`,{input:e.onProgress});return{maxPly:n,minGame:r,
minScore:s,onlyWhite:o,onlyBlack:i,uniform:a,onProgress:e.onProgress}}function mr(t,e,n){let r=t.x,{Reader:s}=ce(t,e),o=W(
t,r.zbw_book_builder_free,e);class i{constructor(l){if(this.ptr=r.zbw_book_builder_new(l.maxPly,l.minGame,l.minScore,l.onlyWhite?
1:0,l.onlyBlack?1:0,l.uniform?1:0),!this.ptr)throw new h("NO_MEMORY","cannot allocate a book builder");o.adopt(this,this.
ptr)}free(){this.ptr!==0&&(o.release(this,this.ptr),this.ptr=0)}}function a(u,l,p){let y=r.zbw_book_builder_feed(u.ptr,l.
ptr,p,yr);if(y===0)return!1;if(y===1)return!0;if(y===-1){let b=l.describeCurrent(),{error:w}=b;throw new h(w.code,`build\
Book(source): ${w.message}`,{game:b.number,line:w.line,column:w.column,offset:w.offset,ply:w.ply,input:w.text,fen:w.fen??
void 0})}if(y===-2){let b=l.describeCurrent(),w=r.zbw_last_plies();throw new h("BOOK_NULL_MOVE",`buildBook(source): ${De(
b.number,b.tagList)} from line ${b.line}, ply ${w}: a null move cannot go in a book`,{game:b.number,line:b.line,ply:w})}
throw n(y,"buildBook(source)")}function c(u,l){let p=t.output.need(8),y=r.zbw_book_builder_take_run(u.ptr,p);if(y)throw n(
y,"buildBook(source)");let[b,w]=new Uint32Array(t.memory.buffer,p,2);l.add(new Uint8Array(t.memory.buffer,b,w))}async function d(u,l){
let p=uo(l.count),y=r.zbw_book_merge_new(u.maxPly,u.minGame,u.minScore,u.onlyWhite?1:0,u.onlyBlack?1:0,u.uniform?1:0,l.count,
p);if(!y)throw new h("NO_MEMORY","cannot allocate the book builder's merger");let b=new Array(l.count).fill(0),w=[],m=0;
try{for(;;){let _=t.output.need(16),S=r.zbw_book_merge_step(y,_);if(S)throw n(S,"buildBook(source)");let[T,x,O,N]=new Uint32Array(
t.memory.buffer,_,4);if(N&&(w.push(t.bytes().slice(O,O+N)),m+=N),T===ao)break;if(T!==fo)continue;let R=await l.read(x,b[x],
p);b[x]+=R.length,t.bytes().set(R,r.zbw_book_merge_window(y,x));let E=r.zbw_book_merge_feed(y,x,R.length);if(E)throw n(E,
"buildBook(source)")}}finally{r.zbw_book_merge_free(y)}return co(w,m)}async function f(u,l=void 0){Bt(u,"buildBook(sourc\
e): source");let p=ho(l),y=new s(!1,void 0,!0),b=dr(),w;try{w=new i(p);let m=r.zbw_book_builder_reserve(w.ptr,yr+so);if(m)
throw n(m,"buildBook(source)");let _=Date.now(),S=()=>{for(;a(w,y,p.maxPly);)c(w,b)};for await(let T of he(u,"buildBook(\
source)")){for(let x=0;x<T.length;)x=y.push(T,x),S(),Date.now()-_>ro&&(p.onProgress&&p.onProgress(y.pushed),await new Promise(
O=>setTimeout(O,0)),_=Date.now());p.onProgress&&p.onProgress(y.pushed)}return y.finish(),S(),c(w,b),y.free(),w.free(),await d(
p,b)}finally{y.free(),w?.free()}}return{buildBook:f}}function wr(t,e){let{openBook:n,bookError:r}=hr(t,e);return{openBook:n,...mr(t,e,r)}}var Ut="........./........./........./........./........./........./........./........./......... x -",nt=199,po=256,gr=1024,
_r=16,Er=["x","o"],Ar=["x","o","draw","open"];function yo(t,e){let n=t.length===2?t.charCodeAt(0)-97:-1,r=t.charCodeAt(1)-
49;if(!(n>=0&&n<9&&r>=0&&r<9))throw new h("ARGUMENT",`${e} must be a cell like "e5" or a code 0-80, got ${g(t)}`,{input:t});
return 9*(3*Math.floor(r/3)+Math.floor(n/3))+3*(r%3)+n%3}function Tr(t,e){let n=t.x,{error:r,textError:s}=t.gameErrors(n.
zbw_uttt_error_name,n.zbw_uttt_error_message),o=W(t,({pos:d,keys:f})=>{n.zbw_uttt_free(d),f&&n.zbw_uttt_keys_free(f)},e);
function i(d=void 0){let f=t.output.need(8*nt);return d===void 0?new BigUint64Array(t.memory.buffer,n.zbw_uttt_default_table(),
nt).slice():(n.zbw_keys_fill(H(d,"utttTable(seed): seed"),f,nt),new BigUint64Array(t.memory.buffer,f,nt).slice())}function a(d,f){
if(d!==void 0&&f!==void 0)throw new h("ARGUMENT","new UtttPosition: give a seed or keys, not both");let u=0;if(d!==void 0)
u=n.zbw_uttt_keys_new_seeded(H(d,"new UtttPosition(text, { seed }): seed"));else if(f!==void 0){Y(f,nt);let l=t.output.need(
8*nt);new BigUint64Array(t.memory.buffer,l,nt).set(f),u=n.zbw_uttt_keys_new(l)}else return 0;if(!u)throw new h("NO_MEMOR\
Y","cannot allocate a key set");return u}class c{static name="UtttPosition";#e;#n;constructor(f=Ut,u=void 0){K(f,"new Ut\
ttPosition(text): text",gr);let{seed:l,keys:p}=P(u,"new UtttPosition(text, options): options",["seed","keys"]),y=a(l,p),
b=n.zbw_uttt_new(y);if(!b)throw y&&n.zbw_uttt_keys_free(y),new h("NO_MEMORY","cannot allocate a position");if(this.#e=b,
this.#n=y,o.adopt(this,{pos:b,keys:y}),f!==Ut)try{this.reset(f)}catch(w){throw this.free(),w}}#t(){if(this.#e===0)throw new h(
"POSITION_FREED","this UtttPosition was freed (free() or dispose) and cannot be used");return this.#e}reset(f=Ut){let u=this.#t();
K(f,"reset(text): text",gr);let l=t.writeInput(f),p=n.zbw_uttt_set_text(u,t.input.ptr,l);if(p)throw s(p,f,"Invalid UTTT \
position");return this}play(f){let u=this.#t(),l;if(typeof f=="number")B(f,"play(move): move code",0,80),l=n.zbw_uttt_make_code(
u,f);else{K(f,"play(move): move",_r);let p=t.writeInput(f);l=n.zbw_uttt_play(u,t.input.ptr,p)}if(l)throw r(l,`Cannot pla\
y ${g(f)} in ${$(this.text)}`,{input:f,position:this.text});return this}undo(){let f=n.zbw_uttt_undo(this.#t());if(f)throw r(
f,"Cannot undo");return this}get key(){return BigInt.asUintN(64,n.zbw_uttt_key(this.#t()))}get keyHi(){return n.zbw_uttt_key_hi(
this.#t())>>>0}get keyLo(){return n.zbw_uttt_key_lo(this.#t())>>>0}get keyHex(){return this.keyHi.toString(16).padStart(
8,"0")+this.keyLo.toString(16).padStart(8,"0")}get text(){let f=t.output.need(po);return t.readString(f,n.zbw_uttt_text(
this.#t(),f))}get turn(){return Er[n.zbw_uttt_side(this.#t())]}get forcedBoard(){let f=n.zbw_uttt_forced_board(this.#t());
return f===9?null:f}boardStatus(f){return B(f,"boardStatus(board): board",0,8),Ar[n.zbw_uttt_board_status(this.#t(),f)]}get boards(){
return Array.from({length:9},(f,u)=>this.boardStatus(u))}get result(){let f=n.zbw_uttt_result(this.#t());return f===3?"o\
ngoing":Ar[f]}cell(f){let u=typeof f=="string"?yo(f,"cell(square): square"):f;B(u,"cell(square): square",0,80);let l=n.zbw_uttt_cell(
this.#t(),u);return l===2?null:Er[l]}get ply(){return n.zbw_uttt_ply(this.#t())}moveCode(f){K(f,"moveCode(move): move",_r);
let u=t.writeInput(f),l=n.zbw_uttt_parse_move(this.#t(),t.input.ptr,u);if(l<0)throw r(-l,`Cannot read ${$(f)} in ${$(this.
text)}`,{input:f});return l}static moveText(f){B(f,"moveText(code): code",0,80);let u=t.output.need(4);return t.readString(
u,n.zbw_uttt_move_text(f,u))}legalMoves(){let f=t.output.need(256),u=t.readString(f,n.zbw_uttt_legal_text(this.#t(),f));
return u===""?[]:u.split(" ")}legalMoveCodes(){let f=t.output.need(81),u=n.zbw_uttt_legal_moves(this.#t(),f);return new Uint8Array(
t.memory.buffer,f,u).slice()}perft(f){let u=this.#t();return B(f,"perft(depth): depth",0,20),n.zbw_uttt_perft(u,f)}features(){
let f=t.output.need(368),u=n.zbw_uttt_features(this.#t(),f);return new Uint32Array(t.memory.buffer,f,u).slice()}get freed(){
return this.#e===0}free(){this.#e!==0&&(o.release(this,{pos:this.#e,keys:this.#n}),this.#e=0)}[ct](){this.free()}}return c.
START=Ut,{UtttPosition:c,utttTable:i}}var We=ie("the key");function kr(t){let e=t.x;function n(r,s=void 0){let{onProgress:o,budget:i=2e4}=P(s,"utttCensus(maxP\
ly, options): options",["onProgress","budget"]);if(B(r,"utttCensus(maxPly): maxPly",1,8),B(i,"utttCensus(maxPly, { budge\
t }): budget",1,1<<30),o!==void 0&&typeof o!="function")throw new h("ARGUMENT_TYPE",`utttCensus(maxPly, { onProgress }):\
 onProgress must be a function, got ${g(o)}`);let a=e.zbw_uttt_new(0),c=a?e.zbw_uttt_census_new(a):0;if(a&&e.zbw_uttt_free(
a),!c)throw new h("NO_MEMORY","cannot allocate a census");let d=p=>9**p,f=Array.from({length:r},(p,y)=>d(y+1)).reduce((p,y)=>p+
y,0),u=0,l=[];try{for(let p=1;p<=r;p++){for(;;){let b=e.zbw_uttt_census_step(c,i);if(b<0)throw new h("NO_MEMORY",`out of\
 WebAssembly memory at ply ${p} of the census`);if(o&&o((u+d(p)*(b?1:e.zbw_uttt_census_progress(c)))/f,p),b)break}u+=d(p);
let y=e.zbw_uttt_census_classes(c);l.push({ply:p,positions:e.zbw_uttt_census_positions(c),classes:y,hashes:We.map((b,w)=>({
...b,pairs:e.zbw_uttt_census_pairs(c,w),expected:y*(y-1)/2**(b.bits+1)}))})}}finally{e.zbw_uttt_census_free(c)}return l}
return{utttCensus:n}}function Sr(t,e){return{...Tr(t,e),...kr(t)}}var bo=400,xr=4096,Ur=16,Nr=["tt","cgos"],je=["b","w"];function Xe(t,e){let n=t.x,{error:r,textError:s}=t.gameErrors(n.zbw_go_error_name,
n.zbw_go_error_message),o=W(t,n.zbw_go_free,e);function i(f=9){B(f,"goTable(size): size",2,19);let u=2*f*f+1,l=t.output.
need(8*u);return n.zbw_go_default_keys(f,l),new BigUint64Array(t.memory.buffer,l,u).slice()}function a(f,u){let l=typeof f==
"string"?Nr.indexOf(f.toLowerCase()):-1;if(l<0)throw new h(typeof f=="string"?"ARGUMENT":"ARGUMENT_TYPE",`${u} must be '\
tt' or 'cgos', got ${g(f)}`);return l}let c=f=>f.trim().split(/\s+/)[0].split("/").length;class d{static name="GoPositio\
n";#e;#n;constructor(u=void 0,l=void 0){u!==void 0&&K(u,"new GoPosition(text): text",xr);let p=P(l,"new GoPosition(text,\
 options): options",["size","rules","keys"]),{rules:y="tt",keys:b}=p;p.size!==void 0&&B(p.size,"new GoPosition(text, { s\
ize }): size",2,19);let w=p.size??9;if(u!==void 0){let T=c(u);if(p.size!==void 0&&T!==p.size)throw new h("ARGUMENT",`new\
 GoPosition(text, { size }): the text has ${T} rows, not ${p.size}`,{input:u});T>=2&&T<=19&&(w=T)}let m=a(y,"new GoPosit\
ion(text, { rules }): rules"),_=0;b!==void 0&&(Y(b,2*w*w+1),_=t.output.need(8*b.length),new BigUint64Array(t.memory.buffer,
_,b.length).set(b));let S=n.zbw_go_new(w,m,_);if(!S)throw new h("NO_MEMORY","cannot allocate a Go position");if(this.#e=
S,this.#n=w,o.adopt(this,S),u!==void 0)try{this.reset(u)}catch(T){throw this.free(),T}}#t(){if(this.#e===0)throw new h("\
POSITION_FREED","this GoPosition was freed (free() or dispose) and cannot be used");return this.#e}reset(u=void 0){let l=this.#t();
if(u===void 0)return n.zbw_go_clear(l),this;K(u,"reset(text): text",xr);let p=t.writeInput(u),y=n.zbw_go_set_text(l,t.input.
ptr,p);if(y)throw s(y,u,"Invalid Go position");return this.#n=n.zbw_go_size(l),this}play(u){let l=this.#t(),p;if(typeof u==
"number")B(u,"play(move): move code",0,this.size*this.size),p=n.zbw_go_make(l,u);else{K(u,"play(move): move",Ur);let y=t.
writeInput(u);p=n.zbw_go_play(l,t.input.ptr,y)}if(p)throw r(p,`Cannot play ${g(u)} in ${$(this.text)}`,{input:u,position:this.
text});return this}undo(){let u=n.zbw_go_undo(this.#t());if(u)throw r(u,"Cannot undo");return this}get key(){return BigInt.
asUintN(64,n.zbw_go_key(this.#t()))}get keyHi(){return n.zbw_go_key_hi(this.#t())>>>0}get keyLo(){return n.zbw_go_key_lo(
this.#t())>>>0}get keyHex(){return this.keyHi.toString(16).padStart(8,"0")+this.keyLo.toString(16).padStart(8,"0")}get stonesKey(){
return BigInt.asUintN(64,n.zbw_go_stones_key(this.#t()))}get text(){let u=t.output.need(bo);return t.readString(u,n.zbw_go_text(
this.#t(),u))}get size(){return this.#t(),this.#n}get rules(){return Nr[n.zbw_go_rules(this.#t())]}get turn(){return je[n.
zbw_go_side(this.#t())]}get passes(){return n.zbw_go_passes(this.#t())}get gameOver(){return n.zbw_go_game_over(this.#t())!==
0}get ply(){return n.zbw_go_ply(this.#t())}stoneAt(u){let l=this.#s(u,"stoneAt(point)"),p=n.zbw_go_stone_at(this.#t(),l);
return p===2?null:je[p]}get stones(){let u=this.size*this.size,l=t.output.need(u);n.zbw_go_board(this.#t(),l);let p="";for(let y of t.
bytes().subarray(l,l+u))p+=y===2?".":je[y];return p}#s(u,l){if(typeof u=="string"){let p=this.moveCode(u);if(p===this.size*
this.size)throw new h("ARGUMENT",`${l}: a point, not a pass`);return p}return B(u,`${l}: point`,0,this.size*this.size-1),
u}moveCode(u){let l=this.#t();K(u,"moveCode(move): move",Ur);let p=t.writeInput(u),y=n.zbw_go_parse_move(l,t.input.ptr,p);
if(y<0)throw r(-y,`Cannot read ${$(u)}`,{input:u});return y}moveText(u){B(u,"moveText(code): code",0,this.size*this.size);
let l=t.output.need(8);return t.readString(l,n.zbw_go_move_text(this.size,u,l))}legalMoveCodes(){let u=t.output.need(1448),
l=n.zbw_go_legal_moves(this.#t(),u);return new Int32Array(t.memory.buffer,u,l).slice()}legalMoves(){return Array.from(this.
legalMoveCodes(),u=>this.moveText(u))}superkoPoints(){let u=this.size*this.size,l=t.output.need(u);n.zbw_go_superko_points(
this.#t(),l);let p=[],y=t.bytes();for(let b=0;b<u;b++)y[l+b]&&p.push(b);return p}lastCaptures(){let u=t.output.need(1444),
l=n.zbw_go_last_captures(this.#t(),u);return Array.from(new Int32Array(t.memory.buffer,u,l))}get lastWasSuicide(){return n.
zbw_go_last_was_suicide(this.#t())!==0}get failedConfirmations(){return n.zbw_go_failed_confirmations(this.#t())}perft(u){
let l=this.#t();return B(u,"perft(depth): depth",0,30),n.zbw_go_perft(l,u)}features(){let u=t.output.need(1448),l=n.zbw_go_features(
this.#t(),u);return new Uint32Array(t.memory.buffer,u,l).slice()}get freed(){return this.#e===0}free(){this.#e!==0&&(o.release(
this,this.#e),this.#e=0)}[ct](){this.free()}}return{GoPosition:d,goTable:i}}var Je=["always-replace","depth-preferred","two-tier","buckets"],Ve=["miss","hit","type1","type2"],bt=Object.freeze({EXACT:1,
LOWER:2,UPPER:3}),mo={TT_INDEX_BITS:"the index bits (n) are not from 0 to 32",TT_CHECK_BITS:"the check bits (m) are not \
from 0 to 64 - n (the key's bits beyond the index)",TT_POLICY:"unknown replacement policy",TT_BUCKET_SLOTS:"the slots a \
bucket (k) are not the policy's: 1 (always-replace, depth-preferred), 2 (two-tier) or 1 to 8 (buckets); 0 for its defaul\
t",TT_NO_MEMORY:"out of memory",TT_BOUND:"the bound is not 1 (exact), 2 (lower) or 3 (upper)",TT_NOT_INSTRUMENTED:"the t\
able was made without identities (id_count 0)",TT_NEEDS_ID:"an instrumented table probes and stores with an identity (zb\
_tt_probe_id, zb_tt_store_id)",TT_ID_RANGE:"the identity is not below the table's id_count"};function L(t,e,n=void 0){return new h(
t,`${e}: ${mo[t]} (${t})`,n===void 0?void 0:{input:n})}var wo=4294967295;function Ze(t,e,n,r,s){if(typeof t!="number"||!Number.
isInteger(t))throw new h("ARGUMENT_TYPE",`${s}: ${e} must be an integer, got ${g(t)}`,{input:t});if(t<0||t>n)throw L(r,s,
t)}function Pt(t,e){let{indexBits:n=16,checkBits:r=16,policy:s="always-replace",bucketSlots:o=0,idCount:i=0}=P(t,`${e}: \
options`,["indexBits","checkBits","policy","bucketSlots","idCount"]);if(Ze(n,"indexBits",32,"TT_INDEX_BITS",e),Ze(r,"che\
ckBits",64-n,"TT_CHECK_BITS",e),typeof s!="string")throw new h("ARGUMENT_TYPE",`${e}: policy must be one of ${Je.join(",\
 ")}, got ${g(s)}`,{input:s});let a=Je.indexOf(s);if(a<0)throw L("TT_POLICY",e,s);return Ze(o,"bucketSlots",8,"TT_BUCKET\
_SLOTS",e),B(i,`${e}: idCount`,0,wo),{indexBits:n,checkBits:r,policy:a,bucketSlots:o,idCount:i}}var ye=(t,e,n,r,s)=>Object.
freeze({indexBits:t,checkBits:e,policy:Je[n],bucketSlots:r,idCount:s}),be=["probes","found","stores","refused","hits","m\
isses","type1Errors","type2Losses","evictions"];function yt(t,e,n,r){throw typeof t=="number"&&Number.isInteger(t)?new h(
"ARGUMENT",`${e} must be ${r}, got ${t}`,{input:t}):new h("ARGUMENT_TYPE",`${e} must be ${n}, got ${g(t)}`,{input:t})}function J(t,e){
if(typeof t!="bigint")throw new h("ARGUMENT_TYPE",`${e}: key must be a BigInt, got ${g(t)}`,{input:t})}function V(t,e,n){
(typeof t!="number"||typeof e!="number"||(t|0)!==t&&t>>>0!==t||(e|0)!==e&&e>>>0!==e)&&go(t,e,n)}function go(t,e,n){(typeof t!=
"number"||(t|0)!==t&&t>>>0!==t)&&yt(t,`${n}: hi`,"an integer","a 32-bit integer"),yt(e,`${n}: lo`,"an integer","a 32-bit\
 integer")}function Q(t,e){(typeof t!="number"||t>>>0!==t)&&yt(t,`${e}: id`,"an integer","from 0 to 4294967295")}function q(t,e,n,r,s){
(typeof t!="number"||t<<24>>24!==t||typeof e!="number"||e<<16>>16!==e||typeof n!="number"||(n|0)!==n||typeof r!="number"||
(r&65535)!==r)&&_o(t,e,n,r,s)}function _o(t,e,n,r,s){if((typeof t!="number"||t<<24>>24!==t)&&yt(t,`${s}: depth`,"an inte\
ger","from -128 to 127"),(typeof e!="number"||e<<16>>16!==e)&&yt(e,`${s}: score`,"an integer","from -32768 to 32767"),typeof n!=
"number"||(n|0)!==n){if(Number.isInteger(n))throw L("TT_BOUND",s,n);yt(n,`${s}: bound`,"an integer (1 exact, 2 lower, 3 \
upper)")}yt(r,`${s}: move`,"an integer","from 0 to 65535")}function Mr(t,e){let n=t.x,{error:r}=t.gameErrors(n.zbw_tt_error_name,n.zbw_tt_error_message,"TT_"),s=W(t,n.zbw_tt_destroy,
e),o=n.zbw_tt_record(),i=new Int32Array(t.memory.buffer,o,5),a=()=>{i=new Int32Array(t.memory.buffer,o,5)};class c{static name="\
TranspositionTable";#e=0;#n=!1;depth=0;score=0;bound=0;move=0;age=0;constructor(f=void 0){let u=Pt(f,"new TranspositionT\
able(options)"),l=t.output.need(4),p=n.zbw_tt_create(u.indexBits,u.checkBits,u.policy,u.bucketSlots,u.idCount,l);if(p)throw r(
p,"new TranspositionTable(options)");this.#e=new Uint32Array(t.memory.buffer,l,1)[0],this.#n=u.idCount>0,s.adopt(this,this.#e)}#t(){
if(this.#e===0)throw new h("TT_FREED","this TranspositionTable was freed (free() or dispose) and cannot be used");return this.#e}#s(){
i.length===0&&a(),this.depth=i[0],this.score=i[1],this.bound=i[2],this.move=i[3],this.age=i[4]}static#r(f,u,l,p){i.length===
0&&a(),i[0]=f,i[1]=u,i[2]=l,i[3]=p}probe(f){let u=this.#t();return J(f,"probe(key)"),n.zbw_tt_probe(u,f)?(this.#s(),!0):
this.#o("probe(key)")}probe32(f,u){let l=this.#t();return V(f,u,"probe32(hi, lo)"),n.zbw_tt_probe32(l,f,u)?(this.#s(),!0):
this.#o("probe32(hi, lo)")}#o(f){if(this.#n)throw L("TT_NEEDS_ID",f);return!1}get(f){return this.probe(f)?{depth:this.depth,
score:this.score,bound:this.bound,move:this.move,age:this.age}:null}store(f,u,l,p,y=0){let b=this.#t();J(f,"store(key, .\
..)"),q(u,l,p,y,"store(key, ...)"),c.#r(u,l,p,y);let w=n.zbw_tt_store(b,f);if(w)throw r(w,"store(key, ...)")}store32(f,u,l,p,y,b=0){
let w=this.#t();V(f,u,"store32(hi, lo, ...)"),q(l,p,y,b,"store32(hi, lo, ...)"),c.#r(l,p,y,b);let m=n.zbw_tt_store32(w,f,
u);if(m)throw r(m,"store32(hi, lo, ...)")}probeId(f,u){let l=this.#t();return J(f,"probeId(key, id)"),Q(u,"probeId(key, \
id)"),this.#i(n.zbw_tt_probe_id(l,f,u),"probeId(key, id)")}probeId32(f,u,l){let p=this.#t();return V(f,u,"probeId32(hi, \
lo, id)"),Q(l,"probeId32(hi, lo, id)"),this.#i(n.zbw_tt_probe_id32(p,f,u,l),"probeId32(hi, lo, id)")}#i(f,u){if(f<0)throw r(
-f,u);return(f===1||f===2)&&this.#s(),Ve[f]}storeId(f,u,l,p,y,b=0){let w=this.#t();J(f,"storeId(key, id, ...)"),Q(u,"sto\
reId(key, id, ...)"),q(l,p,y,b,"storeId(key, id, ...)"),c.#r(l,p,y,b);let m=n.zbw_tt_store_id(w,f,u);if(m)throw r(m,"sto\
reId(key, id, ...)")}storeId32(f,u,l,p,y,b,w=0){let m=this.#t();V(f,u,"storeId32(hi, lo, id, ...)"),Q(l,"storeId32(hi, l\
o, id, ...)"),q(p,y,b,w,"storeId32(hi, lo, id, ...)"),c.#r(p,y,b,w);let _=n.zbw_tt_store_id32(m,f,u,l);if(_)throw r(_,"s\
toreId32(hi, lo, id, ...)")}clear(){n.zbw_tt_clear(this.#t())}newSearch(){n.zbw_tt_new_search(this.#t())}get config(){let f=t.
output.need(20);n.zbw_tt_config(this.#t(),f);let[u,l,p,y,b]=new Uint32Array(t.memory.buffer,f,5);return ye(u,l,p,y,b)}get counters(){
let f=t.output.need(72);n.zbw_tt_counters(this.#t(),f);let u=new Float64Array(t.memory.buffer,f,9);return Object.fromEntries(
be.map((l,p)=>[l,u[p]]))}get freed(){return this.#e===0}free(){this.#e!==0&&(s.release(this,this.#e),this.#e=0)}[ct](){this.
free()}}return Object.assign(c,bt),{TranspositionTable:c}}var Eo=0,Ao=1,Or=2,Rr=[1,1,2,4],To=[1,1,2,8],ko=0,So=1,xo=2,zr=3,Uo=0,No=1,Mo=2,Oo=3,Ro=4,zo=5,Bo=6,Po=7,Io=8,mt=t=>t>>>
8&255,It=t=>t<<24>>24,Qe=t=>t>>>16&255;function Co(t,e){let n=t.bucketSlots||Rr[t.policy];if(n>To[t.policy]||t.policy!==
zr&&n!==Rr[t.policy])throw L("TT_BUCKET_SLOTS",e);return n}var me=class{static name="SlotTable";depth=0;score=0;bound=0;move=0;age=0;constructor(e,n){
let r=Co(e,n);this.n=e.indexBits,this.m=e.checkBits,this.policyIndex=e.policy,this.k=r,this.idCount=e.idCount;try{this.slots=
new Int32Array(4*r*2**e.indexBits),this.ids=e.idCount?new Uint32Array(r*2**e.indexBits):null,this.idState=e.idCount?new Uint8Array(
e.idCount):null}catch(s){throw s instanceof RangeError?L("TT_NO_MEMORY",n):s}this.tableAge=0,this.resetCounters()}resetCounters(){
this.counts=new Float64Array(9)}find(e,n,r){let s=this.slots;for(let o=e,i=e+this.k;o<i;o++){let a=4*o;if(s[a]===n&&s[a+
1]===r&&mt(s[a+3])!==0)return o}return-1}lookup(e,n,r){this.counts[Uo]++;let s=this.find(e,n,r);if(s<0)return-1;let o=this.
slots,i=4*s;this.policyIndex===zr&&(o[i+3]=o[i+3]&65535|this.tableAge<<16);let a=o[i+2],c=o[i+3];return this.score=a<<16>>
16,this.move=a>>>16,this.depth=It(c),this.bound=mt(c),this.age=Qe(c),this.counts[No]++,s}classify(e,n){let r=this.counts;
return e>=0&&this.ids[e]===n?(r[Ro]++,"hit"):e>=0?(r[Bo]++,"type1"):this.idState[n]===Or?(r[Po]++,"type2"):(r[zo]++,"mis\
s")}vacate(e,n){let r=this.slots,s=4*e;mt(r[s+3])!==0&&(this.ids&&this.ids[e]!==n&&(this.idState[this.ids[e]]=Or,this.counts[Io]++),
r[s+3]&=-65281)}put(e,n,r,s,o,i,a,c){this.ids&&(this.vacate(e,s),this.ids[e]=s,this.idState[s]=Ao);let d=this.slots,f=4*
e;d[f]=n,d[f+1]=r,d[f+2]=i&65535|c<<16,d[f+3]=o&255|a<<8|this.tableAge<<16}place(e,n,r,s,o,i,a,c){this.counts[Mo]++;let d=this.
slots;switch(this.policyIndex){case ko:this.put(e,n,r,s,o,i,a,c);return;case So:{let f=d[4*e+3];mt(f)===0||o>=It(f)?this.
put(e,n,r,s,o,i,a,c):this.counts[Oo]++;return}case xo:this.twoTier(e,n,r,s,o,i,a,c);return;default:this.agingBucket(e,n,
r,s,o,i,a,c)}}twoTier(e,n,r,s,o,i,a,c){let d=this.slots,f=e,u=e+1,l=4*f,p=d[l+3],y=mt(p)!==0;if(y&&o<It(p)){this.put(u,n,
r,s,o,i,a,c);return}let b=4*u;mt(d[b+3])!==0&&d[b]===n&&d[b+1]===r&&this.vacate(u,s),y&&(d[l]!==n||d[l+1]!==r)&&this.moveDown(
f,u),this.put(f,n,r,s,o,i,a,c)}moveDown(e,n){let r=this.ids?this.ids[e]:0;this.vacate(n,r);let s=this.slots,o=4*n,i=4*e;
s[o]=s[i],s[o+1]=s[i+1],s[o+2]=s[i+2],s[o+3]=s[i+3],this.ids&&(this.ids[n]=r),s[i+3]&=-65281}agingBucket(e,n,r,s,o,i,a,c){
let d=this.find(e,n,r);if(d>=0){this.put(d,n,r,s,o,i,a,c);return}let f=this.slots,u=this.tableAge,l=e;for(let p=e;p<e+this.
k;p++){let y=f[4*p+3];if(mt(y)===0){l=p;break}let b=f[4*l+3],w=Qe(y)!==u,m=Qe(b)!==u;(w!==m?w:It(y)<It(b))&&(l=p)}this.put(
l,n,r,s,o,i,a,c)}clear(){this.slots.fill(0),this.idState&&this.idState.fill(Eo),this.tableAge=0,this.resetCounters()}newSearch(){
this.tableAge=this.tableAge+1&255}};var we=class extends me{get config(){return ye(this.n,this.m,this.policyIndex,this.k,this.idCount)}get counters(){return Object.
fromEntries(be.map((e,n)=>[e,this.counts[n]]))}probeChecked(e,n,r,s){if(this.ids)throw L("TT_NEEDS_ID",s);return this.lookup(
e,n,r)>=0}storeChecked(e,n,r,s,o,i,a,c,d){if(this.ids)throw L("TT_NEEDS_ID",d);if(a<1||a>3)throw L("TT_BOUND",d);this.place(
e,n,r,0,o,i,a,c)}probeIdChecked(e,n,r,s,o){return this.instrumented(s,o),this.classify(this.lookup(e,n,r),s)}storeIdChecked(e,n,r,s,o,i,a,c,d){
if(this.instrumented(s,d),a<1||a>3)throw L("TT_BOUND",d);this.place(e,n,r,s,o,i,a,c)}instrumented(e,n){if(!this.ids)throw L(
"TT_NOT_INSTRUMENTED",n);if(e>=this.idCount)throw L("TT_ID_RANGE",n)}entry(){return{depth:this.depth,score:this.score,bound:this.
bound,move:this.move,age:this.age}}},Ct=class extends we{static name="Paired32Table";#e;#n;#t;#s;constructor(e=void 0){let n=Pt(
e,"new Paired32Table(options)");super(n,"new Paired32Table(options)");let{n:r,m:s}=this;this.#e=r===32?-1:(1<<r)-1,this.#n=
r,this.#t=s>=32?-1:(1<<s)-1,this.#s=s<=32?0:s===64?-1:(1<<s-32)-1}#r=0;#o=0;#i(e,n){let r=this.#n,s,o;return r===0?(s=n,
o=e):r===32?(s=e,o=0):(s=n>>>r|e<<32-r,o=e>>>r),this.#r=s&this.#t,this.#o=o&this.#s,((n&this.#e)>>>0)*this.k}probe32(e,n){
let r="probe32(hi, lo)";return V(e,n,r),this.probeChecked(this.#i(e,n),this.#r,this.#o,r)}get32(e,n){return this.probe32(
e,n)?this.entry():null}store32(e,n,r,s,o,i=0){let a="store32(hi, lo, ...)";V(e,n,a),q(r,s,o,i,a),this.storeChecked(this.#i(
e,n),this.#r,this.#o,0,r,s,o,i,a)}probeId32(e,n,r){let s="probeId32(hi, lo, id)";return V(e,n,s),Q(r,s),this.probeIdChecked(
this.#i(e,n),this.#r,this.#o,r,s)}storeId32(e,n,r,s,o,i,a=0){let c="storeId32(hi, lo, id, ...)";V(e,n,c),Q(r,c),q(s,o,i,
a,c),this.storeIdChecked(this.#i(e,n),this.#r,this.#o,r,s,o,i,a,c)}},Kt=class extends we{static name="BigIntTable";#e;#n;#t;#s;constructor(e=void 0){
let n=Pt(e,"new BigIntTable(options)");super(n,"new BigIntTable(options)"),this.#e=(1n<<BigInt(this.n))-1n,this.#n=BigInt(
this.n),this.#t=(1n<<BigInt(this.m))-1n,this.#s=this.m>32}#r=0;#o=0;#i(e){let n=e>>this.#n&this.#t;return this.#r=Number(
n&0xffffffffn)|0,this.#o=this.#s?Number(n>>32n)|0:0,Number(e&this.#e)*this.k}probe(e){let n="probe(key)";return J(e,n),this.
probeChecked(this.#i(e),this.#r,this.#o,n)}get(e){return this.probe(e)?this.entry():null}store(e,n,r,s,o=0){let i="store\
(key, ...)";J(e,i),q(n,r,s,o,i),this.storeChecked(this.#i(e),this.#r,this.#o,0,n,r,s,o,i)}probeId(e,n){let r="probeId(ke\
y, id)";return J(e,r),Q(n,r),this.probeIdChecked(this.#i(e),this.#r,this.#o,n,r)}storeId(e,n,r,s,o,i=0){let a="storeId(k\
ey, id, ...)";J(e,a),Q(n,a),q(r,s,o,i,a),this.storeIdChecked(this.#i(e),this.#r,this.#o,n,r,s,o,i,a)}};Object.assign(Ct,
bt);Object.assign(Kt,bt);function Br(t,e){return Mr(t,e)}function Pr(t){let e=new Gt(t,Ft),n={count:0};return Object.freeze({...En(e),...vn(e),...Gn(e,n),...$e(e),...cr(e,n),...wr(
e,n),...Sr(e,n),...Xe(e,n),...Br(e,n),stats:Hn(e,n)})}var{init:Va,initSync:Qa}=yn(Pr,{moduleUrl:()=>new URL("./zobrist-all.wasm",import.meta.url),all:!0});export{St as Additive48,jt as Additive48Hash,Tt as BigInt64,vt as BigInt64Hash,Kt as BigIntTable,ae as CENSUS_HASHES,rt as FeatureHash,
fe as KNOWN_DISTINCT,kt as Paired32,Wt as Paired32Hash,Ct as Paired32Table,D as START_FEN,et as Scheme,bt as TT_BOUND,We as UTTT_CENSUS_HASHES,
nt as UTTT_FEATURES,Ut as UTTT_START,h as ZobristError,Os as featuresOfChessJs,hs as halfmoveKey,Va as init,Qa as initSync,
ls as keyOfFeatures,v as layout,Se as polyglotKeys,_n as splitmix64,Te as splitmix64Table,H as toSeed};
//# sourceMappingURL=zobrist-all.js.map
