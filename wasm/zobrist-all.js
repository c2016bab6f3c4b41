// Bundled by esbuild from the sources in wasm/ (make); do not edit.
var rn=Symbol.for("zobrist-wasm.ZobristError"),h=class extends Error{static name="ZobristError";constructor(e,n,r={}){super(
n),this.name="ZobristError",this.code=e,Object.assign(this,r)}get[rn](){return!0}static[Symbol.hasInstance](e){return typeof e==
"object"&&e!==null&&e[rn]===!0}};function $(t){return JSON.stringify(t.length>120?`${t.slice(0,100)}\u2026`:t)}function g(t){
return typeof t=="string"?$(t):t==null?String(t):typeof t=="bigint"?`${t}n`:typeof t=="object"?`an object (${Object.prototype.
toString.call(t).slice(8,-1)})`:typeof t=="symbol"?"a symbol":`${typeof t} ${String(t)}`}function Rr(t,e){if(typeof t!="\
string")throw new h("ARGUMENT_TYPE",`${e} must be a string, got ${g(t)}`,{input:t})}function z(t,e,n,r){if(typeof t!="nu\
mber"||!Number.isInteger(t))throw new h("ARGUMENT_TYPE",`${e} must be an integer, got ${g(t)}`,{input:t});if(t<n||t>r)throw new h(
"ARGUMENT",`${e} must be from ${n} to ${r}, got ${t}`,{input:t})}function B(t,e,n){if(t===void 0)return{};if(t===null||typeof t!=
"object"||Array.isArray(t))throw new h("ARGUMENT_TYPE",`${e} must be an object, got ${Array.isArray(t)?"an array":g(t)}`,
{input:t});for(let s of Object.keys(t))if(!n.includes(s))throw new h("ARGUMENT",`${e}: unknown option ${g(s)} (${n.join(
", ")})`,{input:s});let r=Object.getPrototypeOf(t);return r===Object.prototype||r===null?t:{...t}}function I(t,e,n){if(Rr(
t,e),t.length>n)throw new h("ARGUMENT",`${e} is ${t.length} characters long; at most ${n} make sense`,{input:t})}var Nt=null;function sn(t){return Nt?Nt(t):0}function on(t,e){let n=Nt;Nt=t;try{return e()}finally{Nt=n}}var mt={env:{emscripten_notify_memory_growth(){},zbw_audit_progress:sn}},zr=()=>typeof document=="object"||typeof WorkerGlobalScope==
"function";function Br(t,e,n){if(!(t instanceof TypeError)||!zr())return t;let r=n.bytes?"; or call init() with no argum\
ent: this entry has the module built in and fetches nothing":n.all?"":"; or import 'zobrist-wasm/inline', which has the \
module built in and fetches nothing";return new h("WASM_LOAD",`cannot load the WebAssembly module: fetching ${e?e.href:"\
it"} failed (${t.message}): blocked by the network or by a Content-Security-Policy connect-src that does not allow its U\
RL (connect-src, or default-src where there is no connect-src, must allow it, e.g. connect-src 'self'; the browser's con\
sole says which)${r}`,{cause:t})}async function $t(t,e,n,r=!1){let s;try{s=await t}catch(o){throw Br(o,n,e)}if(typeof Response>
"u"||!(s instanceof Response))throw new Error(`expected a Response from the promise given to init(), got ${Object.prototype.
toString.call(s)}`);if(!s.ok){let o=`fetching ${s.url||"the module (a Response with no URL)"}: HTTP ${s.status}`;throw r&&
s.status===404?new h("WASM_LOAD",`cannot load the WebAssembly module: ${o}: it is not beside the bundle (esbuild and Rol\
lup do not emit files referenced by new URL(\u2026, import.meta.url)); ${an(e,!0)}`):new Error(o)}return WebAssembly.instantiateStreaming&&
s.headers.get("content-type")==="application/wasm"?(await WebAssembly.instantiateStreaming(s,mt)).instance:(await WebAssembly.
instantiate(await s.arrayBuffer(),mt)).instance}function an(t,e){let n=t.all?"zobrist-all.wasm":"zobrist.wasm",r=[e&&`co\
py ${n} from node_modules/zobrist-wasm/wasm/ next to the bundle`,t.readFile?"pass its path or URL to init() (its bytes t\
o initSync())":"pass its URL to init(url)",!t.all&&"import 'zobrist-wasm/inline', which has the chess module built in"].
filter(Boolean),s=r.length>1?`${r.slice(0,-1).join(", ")}, or ${r.at(-1)}`:r[0];return t.all?`${s}; zobrist-wasm/all has\
 no inline build ('zobrist-wasm/inline' has chess and KeySpace only: no PGN, books, census, UTTT, Go or transposition ta\
bles)`:s}function un(t){let e;try{e=t.moduleUrl?.()}catch{}if(!(e instanceof URL))throw new h("WASM_LOAD",`cannot locate\
 the WebAssembly module: this bundle has no import.meta.url (an IIFE or CommonJS bundle?); ${an(t,!1)}`);return e}var cn="zobrist-wasm/inline has its module built in: call init() or initSync() with no argument, or pass the module's by\
tes";function Pr(t,e){if(t instanceof URL)return t;if(e.fileUrl)return e.fileUrl(t);if(URL.canParse?.(t)??/^[a-z][a-z0-9+.-]*:/i.
test(t))return new URL(t);let n=globalThis.location?.href;if(e.bytes&&!n)throw new h("WASM_LOAD",`cannot resolve ${g(t)}\
: no page or module URL to resolve it against; ${cn}`);try{return new URL(t,un(e))}catch(r){if(n)return new URL(t,n);throw r}}
async function fn(t){try{return await fetch(t)}catch(e){throw new h("WASM_LOAD",`cannot read ${t.href}: this is the pack\
age's browser build, and this runtime's fetch reads no files; Node gets its own build through the 'node' export conditio\
n (not under --conditions=browser); or pass the module's bytes`,{cause:e})}}async function ln(t,e){if(t===void 0){let n=e.
bytes??e.ownBytes;if(n)return _e(await n());let r=un(e);return $t(r.protocol==="file:"?fn(r):fetch(r),e,r,!0)}if(t instanceof
WebAssembly.Module)return new WebAssembly.Instance(t,mt);if(t instanceof ArrayBuffer||ArrayBuffer.isView(t))return(await WebAssembly.
instantiate(t,mt)).instance;if(typeof t=="string"||t instanceof URL){let n=Pr(t,e);if(n.protocol!=="file:")return $t(fetch(
n),e,n);if(e.readFile)return(await WebAssembly.instantiate(await e.readFile(n),mt)).instance;if(e.bytes)throw new h("WAS\
M_LOAD",`cannot read ${n.href}: this entry reads no files; ${cn}`);return $t(fn(n),e,n)}if(typeof Response<"u"&&t instanceof
Response||typeof t?.then=="function")return $t(t,e);throw new h("ARGUMENT_TYPE",`init(source): source must be a URL, a R\
esponse, bytes or a WebAssembly.Module, got ${g(t)}`)}function _e(t){let e=t instanceof WebAssembly.Module?t:new WebAssembly.
Module(t);return new WebAssembly.Instance(e,mt)}var Ir=/Content.Security.Policy|\bCSP\b|unsafe-eval|code generation disallowed by embedder/i;function Cr(t){let e=globalThis.
WebAssembly?.CompileError;return(e&&t instanceof e||t instanceof EvalError||t?.name==="CompileError"||t?.name==="EvalErr\
or")&&typeof t.message=="string"&&Ir.test(t.message)}var Kr="Add 'wasm-unsafe-eval' to script-src (to default-src if the\
re is no script-src), e.g. script-src 'self' 'wasm-unsafe-eval': it is the only relaxation the module needs; 'unsafe-eva\
l' is not needed. Without WebAssembly, the pure-JS schemes still give exact Polyglot keys: new Paired32(polyglotKeys()).\
setFromChessJs(chess)";function hn(t){for(let e=t,n=0;e!==null&&typeof e=="object"&&n<4;e=e.cause,n++){if(e instanceof h&&
e.code==="WASM_CSP")return e;if(Cr(e))return new h("WASM_CSP",`cannot compile the WebAssembly module: the page's Content\
-Security-Policy forbids it. ${Kr}. (The browser said: ${e.message.trim()})`,{cause:e})}}var $r=new Uint8Array([0,97,115,109,1,0,0,0,1,5,1,96,0,1,123,3,2,1,0,10,22,1,20,0,253,12,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,
11]);function pn(t,e=globalThis.WebAssembly){if(!(e?.CompileError&&t instanceof e.CompileError||t?.name==="CompileError")||
typeof e?.validate!="function")return;let r;try{r=e.validate($r)}catch{return}if(!r)return new h("WASM_LOAD",`cannot com\
pile the WebAssembly module: this runtime lacks WebAssembly SIMD, which the module uses (Chrome 91, Firefox 89, Safari 1\
6.4 and Node 16.4 have it). Without WebAssembly, the pure-JS schemes still give exact Polyglot keys: new Paired32(polygl\
otKeys()).setFromChessJs(chess). (The runtime said: ${String(t.message).trim()})`,{cause:t})}function dn(t){return t instanceof h?t:hn(t)??pn(t)??new h("WASM_LOAD",`cannot load the WebAssembly module: ${t.message}`,
{cause:t})}function yn(t,e){async function n(o){let f;try{f=await ln(o,e)}catch(i){throw dn(i)}return t(f)}let r=e.bytes??
e.ownBytesSync;function s(o){let f=o===void 0?r:void 0;if(!f&&!(o instanceof WebAssembly.Module||o instanceof ArrayBuffer||
ArrayBuffer.isView(o)))throw new h("ARGUMENT_TYPE",`initSync(source): source must be the module's bytes or a WebAssembly\
.Module, got ${g(o)}`+(o===void 0?` (this is the package's browser build, which fetches its module: pass ${e.all?"zobris\
t-all.wasm's":"the module's"} bytes, or use await init(); in a browser only 'zobrist-wasm/inline' takes none, its module\
 built in${e.all?", with chess and KeySpace only":""}; in Node every entry does)`:""));let i;try{i=_e(f?f():o)}catch(l){
throw dn(l)}return t(i)}return{init:n,initSync:s}}var Lr=new TextEncoder,Fr=null,bn=t=>(Fr??=new TextDecoder).decode(t),mn=20;function Gr(t,e){let n=s=>{throw s instanceof
WebAssembly.RuntimeError?(e.broken=s,wn(s)):s},r=()=>{if(e.broken)throw wn(e.broken)};switch(t.length){case 0:return()=>{
r();try{return t()}catch(s){return n(s)}};case 1:return s=>{r();try{return t(s)}catch(o){return n(o)}};case 2:return(s,o)=>{
r();try{return t(s,o)}catch(f){return n(f)}};case 3:return(s,o,f)=>{r();try{return t(s,o,f)}catch(i){return n(i)}};case 4:
return(s,o,f,i)=>{r();try{return t(s,o,f,i)}catch(l){return n(l)}};default:return(...s)=>{r();try{return t(...s)}catch(o){
return n(o)}}}}function Hr(t,e){return Object.create(new Proxy({},{get(n,r,s){let o=t[r];if(o===void 0)return;let f=typeof o==
"function"?Gr(o,e):o;return Object.defineProperty(s,r,{value:f,enumerable:!0}),f}}))}function wn(t){return new h("WASM_T\
RAP",`the WebAssembly module trapped (${t.message}); this instance can no longer be used: call init() again`,{cause:t})}
var vr=2**31,gn=16<<20;function Ee(t,e,n){for(let r=0;r<n.length;r++){let s=n.charCodeAt(r);t[e+r]=s<128?s:128}}var Lt=class{constructor(e,n){
this.core=e,this.size=0,this.ptr=0,this.initial=n,this.need(n)}need(e){if(e>this.size&&(this.ptr&&this.core.x.zbw_free(this.
ptr),this.size=Math.max(e,this.size*2),this.ptr=this.core.alloc(this.size),!this.ptr))throw this.size=0,new h("NO_MEMORY",
`cannot allocate ${e} bytes of WebAssembly memory`);return this.ptr}trim(e){this.size<=e||(this.core.x.zbw_free(this.ptr),
this.ptr=0,this.size=0,this.need(this.initial))}},Yr=1,Ft=2;function Dr(t,e){if(typeof t.zbw_module_kind!="function")throw new h(
"WASM_LOAD","this WebAssembly module is not one of zobrist-wasm's (it has no zbw_module_kind export): pass the package's\
 zobrist.wasm, or its zobrist-all.wasm to zobrist-wasm/all");if(e===Ft&&t.zbw_module_kind()!==Ft)throw new h("WASM_LOAD",
"zobrist-wasm/all needs zobrist-all.wasm; this module is the main entry's zobrist.wasm (keys and chess only)")}var Gt=class{constructor(e,n=Yr){
Dr(e.exports,n),this.memory=e.exports.memory,this.broken=null,this.x=Hr(e.exports,this),this.x._initialize(),this.chessErrors=
this.gameErrors(this.x.zbw_error_name,this.x.zbw_error_message),this.u8=new Uint8Array(this.memory.buffer),this.u32=new Uint32Array(
this.memory.buffer),this.u64s=new BigUint64Array(this.memory.buffer),this.input=new Lt(this,1024),this.inputBytes=null,this.
output=new Lt(this,4096)}bytes(){return this.u8.length===0&&(this.u8=new Uint8Array(this.memory.buffer)),this.u8}words(){
return this.u32.length===0&&(this.u32=new Uint32Array(this.memory.buffer)),this.u32}u64(){return this.u64s.length===0&&(this.
u64s=new BigUint64Array(this.memory.buffer)),this.u64s}trimRegions(){this.input.trim(gn),this.output.trim(gn),this.inputBytes=
null}alloc(e){return e<vr?this.x.zbw_alloc(e):0}writeInput(e){let n=e.length,r=this.input.need(n>mn?3*n:n);return n>mn&&
Lr.encodeInto(e,this.inputView(r,3*n)).written===n||Ee(this.bytes(),r,e),n}inputView(e,n){let r=this.inputBytes;return(r===
null||r.length<n||r.byteOffset!==e)&&(r=this.inputBytes=this.bytes().subarray(e,e+this.input.size)),r}readString(e,n){return bn(
this.bytes().subarray(e,e+n))}cString(e){let n=this.bytes(),r=e;for(;n[r];)r++;return bn(n.subarray(e,r))}gameErrors(e,n,r=""){
let s=o=>r+this.cString(e(o));return{name:s,error:(o,f,i={})=>new h(s(o),`${f}: ${this.cString(n(o))} (${s(o)})`,i),textError:(o,f,i)=>{
let l=this.x.zbw_last_offset();return new h(s(o),`${i} ${$(f)}: ${this.cString(n(o))} (${s(o)} at character ${l+1})`,{input:f,
offset:l})}}}error(e,n,r={}){return this.chessErrors.error(e,n,r)}fenError(e,n,r="Invalid FEN"){let s=this.chessErrors.name(
e);return s==="NO_MEMORY"?new h(s,`out of WebAssembly memory while reading the FEN ${$(n)}`,{input:n}):this.chessErrors.
textError(e,n,r)}scratch(e=0){let n=this.x.zbw_scratch_position(e);if(!n)throw new h("NO_MEMORY","cannot allocate the sc\
ratch position");return n}};var Wr=1n<<64n;function Ae(t){for(let e=0;e<t.length;e++){let n=t[e];if(typeof n!="bigint"||n<0n||n>=Wr)return!1}return!0}
function H(t,e=void 0){if(!(t instanceof BigUint64Array||Array.isArray(t)&&Ae(t)))throw new h("ARGUMENT_TYPE",`a key tab\
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
nt){static name="Additive48Hash"},Xt={bigint64:Dt,paired32:Wt,additive48:jt};var Te=(1n<<64n)-1n;function F(t,e="a seed"){if(typeof t=="bigint")return BigInt.asUintN(64,t);if(typeof t=="number"&&Number.
isSafeInteger(t)&&t>=0)return BigInt(t);throw new h("ARGUMENT_TYPE",`${typeof e=="string"?e:"a seed"} must be a non-nega\
tive safe integer or a BigInt (taken modulo 2^64), got ${g(t)}`,{input:t})}function _n(t){return jr(F(t,"splitmix64(seed\
): seed"))}function*jr(t){let e=t;for(;;){e=e+0x9E3779B97F4A7C15n&Te;let n=e;n=(n^n>>30n)*0xBF58476D1CE4E5B9n&Te,n=(n^n>>
27n)*0x94D049BB133111EBn&Te,yield n^n>>31n}}function ke(t,e=781){z(e,"splitmix64Table(seed, count): count",0,1<<24);let n=new BigUint64Array(
e),r=_n(t);for(let s=0;s<e;s++)n[s]=r.next().value;return n}var Se=1<<24,Xr=(1n<<64n)-1n,Zr=Symbol.dispose??Symbol.for("Symbol.dispose");function En(t){let e=t.x,n=new FinalizationRegistry(
s=>{t.broken||e.zbw_free(s)});class r{static name="KeySpace";#t;#n;constructor(o,f=void 0){let{seed:i}=B(f,"new KeySpace\
(size, options): options",["seed"]),l;if(typeof o=="number")z(o,"new KeySpace(size): size",1,Se),l=new BigUint64Array(o),
this.#t=this.#e(l.length),e.zbw_keys_fill(F(i??0,"new KeySpace(size, { seed }): seed"),this.#t,l.length),l.set(new BigUint64Array(
t.memory.buffer,this.#t,l.length));else{if(i!==void 0)throw new h("ARGUMENT","new KeySpace(table, { seed }): a seed is f\
or generated keys, not a given table");if(H(o),o.length>Se)throw new h("ARGUMENT",`new KeySpace(table): at most ${Se} ke\
ys`);l=BigUint64Array.from(o),this.#t=this.#e(l.length),new BigUint64Array(t.memory.buffer,this.#t,l.length).set(l)}this.#n=
l,n.register(this,this.#t,this)}#e(o){let f=e.zbw_alloc(8*o);if(!f)throw new h("NO_MEMORY",`cannot allocate ${o} keys`);
return f}#r(o){if(!this.#t)throw new h("KEY_SPACE_FREED",`${o}: this KeySpace was freed (free() or dispose) and cannot b\
e used`);return this.#t}get size(){return this.#n.length}get freed(){return this.#t===0}get table(){return this.#r("tabl\
e"),this.#n.slice()}keyAt(o){return this.#r("keyAt(feature)"),this.#n[this.#s(o,"keyAt(feature)")]}#s(o,f){if(!Number.isInteger(
o)||o<0||o>=this.#n.length)throw new h(typeof o=="number"?"ARGUMENT":"ARGUMENT_TYPE",`${f}: a feature must be an integer\
 from 0 to ${this.#n.length-1}, got ${g(o)}`,{input:o});return o}#o(o,f){if(o===null||typeof o!="object"||typeof o[Symbol.
iterator]!="function")throw new h("ARGUMENT_TYPE",`${f}: features must be an array of feature indices, got ${g(o)}`);let i=Array.
isArray(o)||ArrayBuffer.isView(o)?o:Array.from(o),l=i.length,c=new Uint32Array(l);for(let u=0;u<l;u++)c[u]=this.#s(i[u],
f);let a=t.output.need(4*Math.max(l,1));return new Uint32Array(t.memory.buffer,a,l).set(c),[a,l]}keyOf(o){let f=this.#r(
"keyOf(features)"),[i,l]=this.#o(o,"keyOf(features)");return BigInt.asUintN(64,e.zbw_hash_features(f,i,l))}halvesOf(o){let f=this.
keyOf(o);return{hi:Number(f>>32n),lo:Number(f&0xFFFFFFFFn)}}add48Of(o){let f=this.#r("add48Of(features)"),[i,l]=this.#o(
o,"add48Of(features)");return e.zbw_hash_features_add48(f,i,l)}toggle(o,f){if(this.#r("toggle(key, feature)"),typeof o!=
"bigint")throw new h("ARGUMENT_TYPE",`toggle(key, feature): key must be a BigInt, got ${g(o)}`);return(o^this.#n[this.#s(
f,"toggle(key, feature)")])&Xr}hash(o="bigint64"){this.#r("hash(name)");let f=typeof o=="string"?o.toLowerCase():null,i=f!==
null&&Object.prototype.hasOwnProperty.call(Xt,f)?Xt[f]:void 0;if(!i)throw new h(typeof o=="string"?"ARGUMENT":"ARGUMENT_\
TYPE",`hash(name): name must be one of ${Object.keys(Xt).join(", ")}, got ${g(o)}`);return new i(this.#n)}free(){this.#t&&
(n.unregister(this),t.broken||e.zbw_free(this.#t),this.#t=0)}}return r.prototype[Zr]=r.prototype.free,{KeySpace:r}}function An(t){let e=globalThis.Buffer;if(typeof e=="function"&&typeof e.from=="function")return Jr(e,t);if(typeof Uint8Array.
fromBase64=="function")return Uint8Array.fromBase64(t);let n=atob(t),r=new Uint8Array(n.length);for(let s=0;s<n.length;s++)
r[s]=n.charCodeAt(s);return r}function Jr(t,e){let n=t.prototype?.base64Write;if(typeof n=="function"){let s=new Uint8Array(
(e.length>>2)*3+3),o=-1;try{o=n.call(s,e,0,s.length)}catch{}if(Number.isInteger(o)&&o>=0&&o<=s.length)return s.subarray(
0,o)}let r=t.from(e,"base64");return new Uint8Array(r.buffer,r.byteOffset,r.length)}var Vr=`
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
`,Qr=781,Zt;function xe(){if(Zt===void 0){Zt=new BigUint64Array(Qr);let t=new Uint8Array(Zt.buffer);if(t.set(An(Vr)),new Uint8Array(
new Uint16Array([1]).buffer)[0]===0)for(let e=0;e<t.length;e+=8)t.subarray(e,e+8).reverse()}return Zt.slice()}var rt=781,lt=768,qt=772,Mt=780,ct=(1n<<64n)-1n,Ne=["pseudo","legal","literal"],Ot=["polyglot","stockfish","chessjs"],Ue=(t,e)=>(t<<
e|t>>64n-e)&ct;function*qr(t){let e=t;for(;;)e^=e>>12n,e^=e<<25n&ct,e^=e>>27n,yield e*2685821657736338717n&ct}function*ts(t,e){
for(;;){let n=Ue(t*5n&ct,7n)*9n&ct;e^=t,t=Ue(t,24n)^e^e<<16n&ct,e=Ue(e,37n),yield n}}var st=t=>t.next().value;function es(){
let t=qr(1070372n),e=new BigUint64Array(rt),n=new BigUint64Array(16);for(let r of[1,0])for(let s=0;s<6;s++)for(let o=0;o<
64;o++)e[64*(2*s+r)+o]=st(t);for(let r=0;r<8;r++)e[qt+r]=st(t);for(let r=0;r<16;r++)n[r]=st(t);return e[Mt]=st(t),{table:e,
castling:n}}function ns(){let t=ts(0x31c4b365b102e01en,0xa187eb39cdcaed8fn),e=new BigUint64Array(rt),n=new BigUint64Array(
16);for(let r of[1,0])for(let s=0;s<6;s++)for(let o=0;o<128;o++){let f=st(t);o&136||(e[64*(2*s+r)+8*(7-(o>>4))+(o&7)]=f)}
for(let r=0;r<8;r++)e[qt+r]=st(t);for(let r=0;r<16;r++)n[r]=st(t);return e[Mt]=st(t),{table:e,castling:n}}function Jt(t,e,n,r,s,o){
let f=new BigUint64Array(e),i=new BigUint64Array(16);for(let c=0;c<16;c++)if(n)i[c]=n[c];else for(let a=0;a<4;a++)c&1<<a&&
(i[c]^=f[lt+a]);if(n)for(let c=0;c<4;c++)f[lt+c]=i[1<<c];let l={name:t,get table(){return f.slice()},get castling(){return i.
slice()},castlingKeys:n?16:4,ep:r,turn:s,halfmoveBuckets:o};return Object.defineProperty(l,kn,{value:!0}),Sn.set(Object.
freeze(l),{table:f,castling:i}),os(l)}var kn=Symbol.for("zobrist-wasm.Layout"),Tn=new WeakMap;function rs(t){let e=Tn.get(
t);if(e)return e;let{name:n,castlingKeys:r,ep:s,turn:o,halfmoveBuckets:f}=t;if(Ot.includes(n))e=Me(n);else{let i="layout\
(spec): another copy's Layout";if(!Ne.includes(s)||o!=="white"&&o!=="black"||typeof f!="boolean"||r!==4&&r!==16)throw new h(
"ARGUMENT",`${i} has fields this copy does not know (ep ${g(s)}, turn ${g(o)})`);let l=Qt(t.table,rt,`${i}'s table`);e=Jt(
n,l,r===16?Qt(t.castling,16,`${i}'s castling`):null,s,o,f)}return Tn.set(t,e),e}var Sn=new WeakMap,wt=t=>Sn.get(t),Vt=new Map;
function Me(t){let e=Vt.get(t);if(!e){if(t==="polyglot")e=Jt(t,xe(),null,"pseudo","white",!1);else{let{table:n,castling:r}=t===
"stockfish"?es():ns();e=Jt(t,n,r,"pseudo","black",t==="stockfish")}Vt.set(t,e)}return e}function Qt(t,e,n){if(!((t instanceof
BigUint64Array||Array.isArray(t)&&Ae(t))&&t.length===e))throw new h("ARGUMENT_TYPE",`${n} must be ${e} keys (a BigUint64\
Array, or BigInts from 0 to 2^64 - 1), got ${g(t)}`);return t}function v(t="polyglot"){if(is(t))return t;if(t?.[kn]===!0)
return rs(t);if(typeof t=="string")return ss(t);let e=B(t,"layout(spec): spec",["base","seed","table","castlingTable","c\
astling","ep","turn"]),{base:n,seed:r,table:s,castlingTable:o,castling:f,ep:i,turn:l}=e;if([n,r,s].filter(u=>u!==void 0).
length>1)throw new h("ARGUMENT","layout(spec): give at most one of base, seed and table");let c;if(s!==void 0)c={table:Qt(
s,rt,"layout({ table })"),castling16:null,ep:"pseudo",turn:"white",halfmove:!1};else if(r!==void 0){let u=ke(F(r,"layout\
({ seed }): seed"),rt+16);c={table:u.subarray(0,rt),castling16:null,spare:u.subarray(rt),ep:"pseudo",turn:"white",halfmove:!1}}else{
let u=n===void 0?"polyglot":n;if(!Ot.includes(u))throw new h("ARGUMENT",`layout(spec): base must be one of ${Ot.join(", ")}\
, got ${g(u)}`);let p=Me(u);if(o===void 0&&f===void 0&&i===void 0&&l===void 0)return p;let y=wt(p);c={table:y.table,castling16:p.
castlingKeys===16?y.castling:null,ep:p.ep,turn:p.turn,halfmove:p.halfmoveBuckets}}let a=c.castling16;if(o!==void 0){if(f!==
void 0&&f!==16)throw new h("ARGUMENT",`layout(spec): a castlingTable is 16 keys: castling must be 16 or left out, got ${g(
f)}`);a=Qt(o,16,"layout({ castlingTable })")}else if(f===16&&!a){if(!c.spare)throw new h("ARGUMENT","layout(spec): castl\
ing: 16 needs 16 castling keys (castlingTable, or a seed)");a=c.spare}else if(f===4){if(a)throw new h("ARGUMENT","layout\
(spec): castling: 4 on a 16-key layout has no four keys to XOR")}else if(f!==void 0&&f!==16)throw new h("ARGUMENT",`layo\
ut(spec): castling must be 4 or 16, got ${g(f)}`);if(i!==void 0&&!Ne.includes(i))throw new h("ARGUMENT",`layout(spec): e\
p must be one of ${Ne.join(", ")}, got ${g(i)}`);if(l!==void 0&&l!=="white"&&l!=="black")throw new h("ARGUMENT",`layout(\
spec): turn must be 'white' or 'black', got ${g(l)}`);return Jt("custom",c.table,a,i??c.ep,l??c.turn,c.halfmove)}function ss(t){
let[e,...n]=t.split(",");if(Ot.includes(e)&&n.length===0)return Me(e);let r={};if(Ot.includes(e))r.base=e;else if(/^seed:\d+$/.
test(e)&&BigInt(e.slice(5))<1n<<64n)r.seed=BigInt(e.slice(5));else throw e.startsWith("seed:")?new h("ARGUMENT",`layout(${g(
t)}): seed:S needs a whole number from 0 to 2^64 - 1 in decimal digits, got ${g(e.slice(5))}`):new h("ARGUMENT",`layout(${g(
t)}): unknown layout ${g(e)} (polyglot, stockfish, chessjs, seed:S)`);for(let s of n){let o=/^(?:(castling)=(4|16)|(ep|turn)=(.*))$/.
exec(s);if(!o)throw new h("ARGUMENT",`layout(${g(t)}): unknown option ${g(s)} (castling=4|16, ep=pseudo|legal|literal, t\
urn=white|black)`);o[1]?r.castling=Number(o[2]):r[o[3]]=o[4]}return v(r)}var xn=new WeakSet;function os(t){return xn.add(
t),t}var is=t=>xn.has(t),Un=t=>Vt.get(t?.name)===t,Nn=t=>Vt.get("polyglot")===t,Oe=70,Re=t=>t<lt?t&63:t<qt?64+t-lt:t<Mt?
68:69;function ze(t){let e=String.fromCharCode(97+(t&7),49+((t&63)>>3));return new h("ARGUMENT",t<lt?`two pieces on ${e}`:
`feature ${t} conflicts with another`,{input:t})}function fs(t,e,n=0){if(t=v(t),e===null||typeof e!="object"||typeof e[Symbol.
iterator]!="function")throw new h("ARGUMENT_TYPE",`keyOfFeatures(layout, features): features must be an array (or iterab\
le) of feature indices, got ${g(e)}`,{input:e});z(n,"keyOfFeatures(layout, features, halfmove): halfmove",0,4294967295);
let{table:r,castling:s}=wt(t),o=new Uint8Array(Oe),f=0n,i=0,l=!1;for(let c of e){if(!Number.isInteger(c)||c<0||c>=rt)throw new h(
"ARGUMENT",`keyOfFeatures: a feature must be an integer from 0 to 780, got ${g(c)}`);if(o[Re(c)]++)throw ze(c);c>=lt&&c<
qt?i^=1<<c-lt:c===Mt?l=!l:f^=r[c]}return f^=s[i],l===(t.turn==="white")&&(f^=r[Mt]),f^te(t,n)}function as(t,e){return t=
v(t),z(e,"halfmoveKey(layout, halfmove): halfmove",0,4294967295),te(t,e)}var Be=t=>Math.floor((Math.min(t,65535)-14)/8);
function te(t,e){return!t.halfmoveBuckets||e<14?0n:BigInt(Be(e))*6364136223846793005n+1442695040888963407n&ct}var us={pseudo:0,legal:1,literal:2},gt=class{constructor(e){this.core=e,this.sets=new Map}acquire(e){if(Nn(e))return 0;let n=this.
sets.get(e);return n||(n={ptr:this.#t(e),users:0,kept:Un(e)},this.sets.set(e,n)),n.users++,n.ptr}#t(e){let n=this.core.output.
need(6376),r=new BigUint64Array(this.core.memory.buffer,n,797),s=wt(e);r.set(s.table),r.set(s.castling,781);let o=this.core.
x.zbw_keys_new_layout(n,e.castlingKeys===16?n+8*781:0,us[e.ep],e.turn==="white"?1:0,e.halfmoveBuckets?1:0);if(!o)throw new h(
"NO_MEMORY","cannot allocate a key set");return o}release(e){let n=this.sets.get(e);n&&--n.users===0&&!n.kept&&(this.core.
broken||this.core.x.zbw_keys_free(n.ptr),this.sets.delete(e))}with(e,n){let r=this.acquire(e);try{return n(r)}finally{this.
release(e)}}},ht=Object.freeze(["layout","seed"]);function pt(t,e){let{layout:n,seed:r}=t;if(n!==void 0&&r!==void 0)throw new h(
"ARGUMENT",`${e}: give layout or seed, not both`);return r!==void 0?v({seed:r}):v(n??"polyglot")}var G="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",Pe=128,cs=256*8,ls=Symbol.dispose??Symbol.for("Symbol.d\
ispose"),j=1024,_t=64;function Mn(t,e={count:0}){let n=t.x,r=new gt(t),s=new FinalizationRegistry(({ptr:f,layout:i})=>{t.
broken||n.zbw_position_free(f),r.release(i),e.count--});class o{static name="Position";#t;#n;static{t.positionPointer=i=>i!==
null&&typeof i=="object"&&#t in i?i.#e():0}constructor(i=G,l=void 0){I(i,"new Position(fen): fen",j),l=B(l,"new Position\
(fen, options): options",ht);let c=pt(l,"new Position(fen, options)"),a=r.acquire(c),u=n.zbw_position_new(a);if(!u)throw r.
release(c),new h("NO_MEMORY","cannot allocate a position");if(this.#t=u,this.#n=c,e.count++,s.register(this,{ptr:u,layout:c},
this),i!==G)try{this.reset(i)}catch(p){throw this.free(),p}}reset(i=G){let l=this.#e();I(i,"reset(fen): fen",j);let c=t.
writeInput(i),a=n.zbw_position_set_fen(l,t.input.ptr,c);if(a)throw t.fenError(a,i);return this}#e(){if(this.#t===0)throw new h(
"POSITION_FREED","this Position was freed (free() or dispose) and cannot be used");return this.#t}play(i){let l=this.#e();
(typeof i!="string"||i.length>_t)&&I(i,"play(move): move",_t);let c=t.writeInput(i),a=n.zbw_position_play(l,t.input.ptr,
c);if(a)throw t.error(a,`Cannot play ${$(i)} in ${this.fen}`,{input:i,fen:this.fen});return this}playCode(i){let l=this.#e();
z(i,"playCode(code): code",0,65535);let c=n.zbw_position_make_code(l,i);if(c)throw t.error(c,`Cannot play move code ${i}\
 in ${this.fen}`,{input:i,fen:this.fen});return this}undo(){let i=n.zbw_position_undo(this.#e());if(i)throw t.error(i,"C\
annot undo");return this}get key(){return BigInt.asUintN(64,n.zbw_position_key(this.#e()))}get layout(){return this.#e(),
this.#n}get keyHi(){return n.zbw_position_key_hi(this.#e())>>>0}get keyLo(){return n.zbw_position_key_lo(this.#e())>>>0}get keyHex(){
return this.keyHi.toString(16).padStart(8,"0")+this.keyLo.toString(16).padStart(8,"0")}get fen(){let i=t.output.need(Pe);
return t.readString(i,n.zbw_position_fen(this.#e(),i))}get turn(){return n.zbw_position_side(this.#e())===1?"w":"b"}get inCheck(){
return n.zbw_position_in_check(this.#e())!==0}get ply(){return n.zbw_position_ply(this.#e())}get halfmoveClock(){return n.
zbw_position_halfmove(this.#e())}get fullmoveNumber(){return n.zbw_position_fullmove(this.#e())}legalMoves(i=void 0){let{
san:l=!1}=B(i,"legalMoves(options): options",["san"]);if(typeof l!="boolean")throw new h("ARGUMENT_TYPE",`legalMoves({ s\
an }): san must be true or false, got ${g(l)}`);let c=t.output.need(cs),a=t.readString(c,n.zbw_position_legal_text(this.#e(),
l?1:0,c));return a===""?[]:a.split(" ")}legalMoveCodes(){let i=t.output.need(512),l=n.zbw_position_legal_moves(this.#e(),
i);return new Uint16Array(t.memory.buffer,i,l).slice()}toSan(i){let l=this.#e();I(i,"toSan(move): move",_t);let c=t.writeInput(
i),a=n.zbw_position_parse_move(l,t.input.ptr,c);if(a<0)throw t.error(-a,`Cannot read ${$(i)} in ${this.fen}`,{input:i,fen:this.
fen});let u=t.output.need(16);return t.readString(u,n.zbw_move_san(l,a,u))}isRepetition(){return n.zbw_position_repetitions(
this.#e())>=2}repetitions(){return n.zbw_position_repetitions(this.#e())}perft(i){let l=this.#e();return z(i,"perft(dept\
h): depth",0,20),n.zbw_position_perft(l,i)}features(){let i=t.output.need(160),l=n.zbw_position_features(this.#e(),i);return new Uint32Array(
t.memory.buffer,i,l).slice()}get freed(){return this.#t===0}free(){this.#t!==0&&(s.unregister(this),t.broken||n.zbw_position_free(
this.#t),r.release(this.#n),this.#t=0,e.count--)}[ls](){this.free()}}return o.START_FEN=G,{Position:o,live:e,keySets:r}}var Ie=256,hs=new TextEncoder;function On(t,e,n){if(e.length<=Ie)return t.writeInput(e.join(""));let r=(t.input.need(n),
t.bytes()),s=t.input.ptr;for(let o=0;o<e.length;o+=Ie){let f=Math.min(o+Ie,e.length),i=e.slice(o,f).join(""),{read:l,written:c}=hs.
encodeInto(i,r.subarray(s,s+i.length));(l!==i.length||c!==i.length)&&Ee(r,s,i),s+=i.length}return n}var ee=781,ps=1<<20,Ce=new Uint8Array(128);for(let t of'{}()[];%$*"')Ce[t.charCodeAt(0)]=1;for(let t=48;t<=57;t++)Ce[t]=
2;var ds=new Set(["1-0","0-1","1/2-1/2"]);function ys(t){let e=0;for(let n=0;n<t.length;n++){let r=t.charCodeAt(n);if(r<=
32||r>=127){if(/\s/.test(t))return!1;continue}let s=Ce[r];if(s===1)return!1;s===2&&e===n&&e++}return t.length===0?!1:e===
0?!0:e===t.length?t==="0000":t.charCodeAt(e)!==46&&!ds.has(t)}function Rn(t,e=new gt(t)){let n=t.x,r=(d,b,m)=>d===void 0?
m(0):e.with(pt(B(d,`${b}: options`,ht),b),m);function s(d,b=void 0){return I(d,"keyOfFen(fen): fen",j),b===void 0?o(0,d):
r(b,"keyOfFen(fen, options)",m=>o(m,d))}function o(d,b){let m=t.writeInput(b),w=t.output.need(8),E=n.zbw_key_of_fen(d,t.
input.ptr,m,w);if(E)throw t.fenError(E,b);return t.u64()[w>>3]}let f=new Uint16Array(256);function i(d,b=void 0){if(!Array.
isArray(d))throw new h("ARGUMENT_TYPE",`keysOfFens(fens): fens must be an array of strings, got ${g(d)}`);let m=d.slice(),
w=m.length;f.length<w&&(f=new Uint16Array(Math.max(w,2*f.length)));let E=0;for(let S=0;S<w;S++){let k=m[S];(typeof k!="s\
tring"||k.length>j)&&I(k,`keysOfFens(fens): fens[${S}]`,j),f[S]=k.length,E+=k.length}if(E>ps)try{return l(m,w,E,b)}finally{
t.trimRegions()}return l(m,w,E,b)}function l(d,b,m,w){return r(w,"keysOfFens(fens, options)",E=>{On(t,d,m);let S=t.output.
need(10*b);new Uint16Array(t.bytes().buffer,S+8*b,b).set(f.subarray(0,b));let k=n.zbw_keys_of_fens(E,t.input.ptr,S+8*b,S,
b);if(k){let U=n.zbw_last_index(),O=t.fenError(k,d[U],`Invalid FEN at index ${U}`);throw O.index=U,O}return new BigUint64Array(
t.bytes().buffer,S,b).slice()})}function c(d,b=void 0){let m=B(b,"replay(moves, options): options",["fen",...ht]),{fen:w}=m,
E=pt(m,"replay(moves, options)"),S;if(Array.isArray(d)){d=d.slice();for(let U=0;U<d.length;U++){let O=d[U];if((typeof O!=
"string"||O.length>_t)&&I(O,`replay(moves): moves[${U}]`,_t),!ys(O))throw new h("ARGUMENT",`replay(moves): moves[${U}] m\
ust be one move (SAN, UCI or a null move; no move number, result, comment or variation), got ${g(O)}`,{index:U,input:O})}
try{S=d.join(" ")}catch(U){throw U instanceof RangeError?new h("ARGUMENT",`replay(moves): ${d.length} moves are more tex\
t than one string can hold; replay them in parts (replay(moves, { fen }))`):U}}else if(typeof d=="string")S=d;else throw new h(
"ARGUMENT_TYPE",`replay(moves): moves must be an array of strings or PGN movetext, got ${g(d)}`);w!==void 0&&I(w,"replay\
(moves, { fen }): fen",j);let k=w??G;try{return e.with(E,U=>a(U,S,k))}finally{t.trimRegions()}}function a(d,b,m){let w=t.
scratch(d),E=t.writeInput(m),S=n.zbw_position_set_fen(w,t.input.ptr,E);if(S)throw t.fenError(S,m);let k=t.writeInput(b),
U=(k>>1)+2,O=t.output.need(8*U),M=n.zbw_replay(d,t.input.ptr,k,O,U);if(M){let R=n.zbw_last_plies()+1,_=t.output.need(128),
T=t.readString(_,n.zbw_position_fen(w,_)),A=n.zbw_last_offset(),N=b.slice(A,A+n.zbw_last_length());throw t.error(M,`Cann\
ot play ${$(N)} at ply ${R} in ${T}`,{input:N,ply:R,fen:T,offset:A})}return new BigUint64Array(t.memory.buffer,O,n.zbw_last_plies()+
1).slice()}function u(d,b=void 0){return I(d,"featuresOfFen(fen): fen",j),r(b,"featuresOfFen(fen, options)",m=>{let w=t.
scratch(m),E=t.writeInput(d),S=n.zbw_position_set_fen(w,t.input.ptr,E);if(S)throw t.fenError(S,d);let k=t.output.need(160),
U=n.zbw_position_features(w,k);return new Uint32Array(t.memory.buffer,k,U).slice()})}function p(){return new BigUint64Array(
t.memory.buffer,n.zbw_polyglot_table(),ee).slice()}function y(d){let b=t.output.need(8*ee);return n.zbw_keys_fill(F(d,"s\
eededTable(seed): seed"),b,ee),new BigUint64Array(t.memory.buffer,b,ee).slice()}return{keyOfFen:s,keysOfFens:i,replay:c,
featuresOfFen:u,polyglotTable:p,seededTable:y}}var bs=[[1,2],[2,1],[2,-1],[1,-2],[-1,-2],[-2,-1],[-2,1],[-1,2]],ms=[[1,0],[1,1],[0,1],[-1,1],[-1,0],[-1,-1],[0,-1],[1,-1]],
ws=[[1,0],[-1,0],[0,1],[0,-1]],gs=[[1,1],[1,-1],[-1,1],[-1,-1]];function ne(t,e,n,r,s){let o=(e&7)+n,f=(e>>3)+r;return o>=
0&&o<8&&f>=0&&f<8&&t[8*f+o]===s}function zn(t,e,n,r,s){for(let[o,f]of n)for(let i=(e&7)+o,l=(e>>3)+f;i>=0&&i<8&&l>=0&&l<
8;i+=o,l+=f){let c=t[8*l+i];if(c!==-1){if(c===r||c===s)return!0;break}}return!1}function _s(t,e,n){let r=n?1:0,s=f=>2*f+
r,o=n?-1:1;if(ne(t,e,-1,o,s(0))||ne(t,e,1,o,s(0)))return!0;for(let[f,i]of bs)if(ne(t,e,f,i,s(1)))return!0;for(let[f,i]of ms)
if(ne(t,e,f,i,s(5)))return!0;return zn(t,e,ws,s(3),s(4))||zn(t,e,gs,s(2),s(4))}function re(t,e,n){let r=n?1:0,s=n?11:10,
o=n?e-8:e+8,f=o&7,i=t.indexOf(s);for(let l of[f>0?o-1:-1,f<7?o+1:-1]){if(l===-1||t[l]!==r)continue;if(i===-1)return!0;let c=t[o],
a=t[e];t[l]=-1,t[o]=-1,t[e]=r;let u=!_s(t,i,!n);if(t[l]=r,t[o]=c,t[e]=a,u)return!0}return!1}var Es=768,As=772,Ts=780,ks="pnbrqk",Bn=1,Pn=0,In=7,Cn=6,Kn=11,$n=10,Ss=[[4,7,Kn,In],[4,0,Kn,In],[60,63,$n,Cn],[60,56,$n,
Cn]];function ot(t,e,n){return new h("ARGUMENT_TYPE",`${t}: chess must be a chess.js 1.x Chess instance (with board(), t\
urn(), getCastlingRights() and fen()), got ${e}`,{input:n})}function xs(t,e=void 0){let{layout:n}=B(e,"featuresOfChessJs\
(chess, options): options",["layout"]);return Ke(t,v(n??"polyglot"),"featuresOfChessJs(chess)").features}function Ke(t,e,n){
if(t===null||typeof t!="object"||typeof t.board!="function"||typeof t.turn!="function"||typeof t.getCastlingRights!="fun\
ction"||typeof t.fen!="function")throw ot(n,g(t),t);let r=t.board();if(!Array.isArray(r)||r.length!==8)throw ot(n,`a boa\
rd() of ${g(r)}`,t);let s=new Int8Array(64).fill(-1),o=[];for(let p=0;p<8;p++){let y=r[p];if(!Array.isArray(y)||y.length!==
8)throw ot(n,`a board() row of ${g(y)}`,t);for(let d=0;d<8;d++){let b=y[d];if(b==null)continue;let m=typeof b?.type=="st\
ring"&&b.type.length===1?ks.indexOf(b.type):-1;if(m<0||b.color!=="w"&&b.color!=="b")throw ot(n,`a board() square holding\
 ${g(b?.type)} of color ${g(b?.color)}`,t);let w=8*(7-p)+d,E=2*m+(b.color==="w"?1:0);s[w]=E,o.push(64*E+w)}}let f=t.turn();
if(f!=="w"&&f!=="b")throw ot(n,`a turn() of ${g(f)}`,t);let i=f==="w";for(let[p,y]of[["w",0],["b",2]]){let d=t.getCastlingRights(
p);if(d===null||typeof d!="object")throw ot(n,`a getCastlingRights() of ${g(d)}`,t);[d.k,d.q].forEach((b,m)=>{let[w,E,S,
k]=Ss[y+m];b===!0&&s[w]===S&&s[E]===k&&o.push(Es+y+m)})}let l=t.fen({forceEnpassantSquare:!0}),c=typeof l=="string"?l.split(
/\s+/):[],a=c[3];if(a===void 0)throw ot(n,`a fen() of ${g(l)}`,t);if(a==="-"&&e.ep==="literal"&&(a=Us(t)??"-"),a!=="-"){
let p=a.charCodeAt(0)-97,y=a.charCodeAt(1)-49;if(a.length!==2||p<0||p>7||y!==(i?5:2))throw ot(n,`a fen() with the ep squ\
are ${g(a)}`,t);let d=8*y+p,b=i?d-8:d+8,m=i?Bn:Pn,w=i?Pn:Bn,E=p>0&&s[b-1]===m||p<7&&s[b+1]===m;s[d]===-1&&s[b]===w&&(e.ep===
"literal"||E&&(e.ep==="pseudo"||re(s,d,i)))&&o.push(As+p)}i&&o.push(Ts);let u=/^\d+$/.test(c[4]??"")?Math.min(Number(c[4]),
65535):0;return{features:Uint32Array.from(o),halfmove:u}}function Us(t){if(typeof t.history!="function")return;let e=t.history(
{verbose:!0}),n=Array.isArray(e)?e.at(-1):void 0;if(!(!n||typeof n.flags!="string"||!n.flags.includes("b")||typeof n.to!=
"string"))return n.to[0]+(n.to[1]==="4"?"3":"6")}var zt=781,Rt=768,q=772,it=780,ft=zt,oe=zt+16,Ns=oe+1,Et=2,se="pPnNbBrRqQkK",Ln="pnbrqk",at=new Uint8Array(64).fill(15);
at[4]=12;at[7]=14;at[0]=13;at[60]=3;at[63]=11;at[56]=7;function $e(t,e){if(typeof t=="string"&&t.length===2){let n=t.charCodeAt(
0)-97,r=t.charCodeAt(1)-49;if(((n|r)&-8)===0)return 8*r+n}else if(typeof t=="number"&&Number.isInteger(t)&&t>=0&&t<64)return t;
throw new h("ARGUMENT",`${e} must be a square like "e4" or an index 0-63, got ${g(t)}`,{input:t})}function W(t){return String.
fromCharCode(97+(t&7),49+(t>>3))}function L(t,e){return new h("MOVE_MISMATCH",`applyMove({ from: ${g(t.from)}, to: ${g(t.
to)} }): ${e}`,{input:t})}var Ms=t=>H(t,zt);function Os(t){let e=t.trim().split(/\s+/)[4];return e!==void 0&&/^\d+$/.test(
e)?Number(e):0}var tt=class{static name="Scheme";#t;constructor(e,n=void 0){let{parseFen:r}=B(n,"new Scheme(layout, opti\
ons): options",["parseFen"]);if(r!==void 0&&typeof r!="function")throw new h("ARGUMENT_TYPE",`new Scheme(layout, { parse\
Fen }): parseFen must be a function, got ${g(r)}`);if(e===void 0)throw new h("ARGUMENT_TYPE","new Scheme(layout): give a\
 layout (a Layout, 'polyglot', 'stockfish', ...) or a 781-key table");let s=e instanceof BigUint64Array||Array.isArray(e)?
v({table:Ms(e)}):v(e);this.#t=s,this.castlingSets=s.castlingKeys===16,this.turnWhite=s.turn==="white",this.epLiteral=s.ep===
"literal",this.epLegal=s.ep==="legal",this.buckets=s.halfmoveBuckets;let o=new BigUint64Array(Ns),f=wt(s);o.set(f.table),
o.set(f.castling,ft),this.prepare(o),this.turnWhite||this.negateKeyAt(it),this.parseFen=r,this.board=new Int8Array(64),this.
setFeatures([])}get layout(){return this.#t}get halfmoveClock(){return this.buckets?this.halfmove:this.clockAfter(this.plies)}clockAfter(e){
let n=this.history;for(let r=e;r>0;r--){let s=n[(r-1)*Et];if((s>>>12&15)>>1===0||(s>>>20&15)!==0)return e-r}return this.
halfmove+e}setFeatures(e,n=0){let r=e!==null&&typeof e=="object"&&typeof e.length=="number";if(!r&&(e===null||typeof e?.[Symbol.
iterator]!="function"||typeof e=="string"))throw new h("ARGUMENT_TYPE",`setFeatures(features): features must be an array\
 of feature indices, got ${g(e)}`);if(!Number.isInteger(n)||n<0||n>65535)throw new h("ARGUMENT",`setFeatures(features, h\
alfmove): halfmove must be an integer from 0 to 65535, got ${g(n)}`);let s=r?e:Array.from(e),o=this.seen??=new Uint32Array(
Oe);(this.stamp===void 0||this.stamp===4294967295)&&(o.fill(0),this.stamp=0);let f=++this.stamp;for(let i=0;i<s.length;i++){
let l=s[i];if(!Number.isInteger(l)||l<0||l>=zt)throw new h("ARGUMENT",`a feature must be an integer from 0 to 780, got ${g(
l)}`);let c=Re(l);if(o[c]===f)throw ze(l);o[c]=f}this.board.fill(-1),this.clearHistory(),this.castling=0,this.ep=-1,this.
white=!1,this.halfmove=n,this.bucket=-1,this.resetKey();for(let i=0;i<s.length;i++){let l=s[i];l<Rt?(this.board[l&63]=l>>
6,this.insertKey(l)):l<q?(this.castling|=1<<l-Rt,this.castlingSets||this.insertKey(l)):l<it?(this.ep=l,this.insertKey(l)):
(this.white=!0,this.insertKey(l))}return this.castlingSets&&this.insertKey(ft+this.castling),this.turnWhite||this.removeKey(
it),this.keyBucket(n),this}keyBucket(e){let n=this.buckets&&e>=14?Be(e):-1;n!==this.bucket&&(this.bucket!==-1&&this.removeKey(
oe),n!==-1&&(this.setKeyAt(oe,te(this.#t,e)),this.insertKey(oe)),this.bucket=n)}countMove(e){this.history[(this.plies-1)*
Et+1]|=this.halfmove<<7,this.halfmove=e?0:this.halfmove+1,this.keyBucket(this.halfmove)}clearHistory(){this.history??=new Int32Array(
Et*64),!this.buckets&&this.plies>0&&(this.halfmove=this.clockAfter(this.plies)),this.plies=0}undo(){if(this.plies===0)throw new h(
"NOTHING_TO_UNDO","undo(): no move applied since the position was set");let e=this.history,n=--this.plies*Et,r=e[n],s=(e[n+
1]&127)-1,o=e[n+1]>>>7,f=r&63,i=r>>>6&63,l=r>>>12&15,c=r>>>16&15,a=(r>>>20&15)-1,u=r>>>24&15,p=r>>>28,y=this.board;this.
ep!==-1&&this.removeKey(this.ep),this.white?this.removeKey(it):this.insertKey(it),this.white=(l&1)===1;let d=u&~this.castling;
if(d)if(this.castlingSets)this.removeKey(ft+this.castling),this.insertKey(ft+u);else for(let b=0;b<4;b++)d&1<<b&&this.insertKey(
Rt+b);if(this.castling=u,l>>1===5&&(i-f===2||f-i===2)){let b=i>f?f+3:f-4,m=i>f?f+1:f-1,w=y[m];this.removeKey(64*w+m),this.
insertKey(64*w+b),y[m]=-1,y[b]=w}return this.removeKey(64*c+i),y[i]=-1,this.insertKey(64*l+f),y[f]=l,a!==-1&&(this.insertKey(
64*a+s),y[s]=a),this.ep=p===0?-1:q+p-1,p!==0&&this.insertKey(this.ep),this.buckets&&(this.halfmove=o,this.keyBucket(o)),
this}setFen(e){if(!this.parseFen)throw new h("ARGUMENT","setFen needs a parseFen option: create the scheme with createSc\
heme(), or without WebAssembly use setFromChessJs(new Chess(fen))");let n=this.parseFen(e,{layout:this.#t});return this.
setFeatures(n,Os(e))}setFromChessJs(e){let{features:n,halfmove:r}=Ke(e,this.#t,"setFromChessJs(chess)");return this.setFeatures(
n,r)}togglePiece(e,n){let r=typeof e=="string"&&e.length===1?se.indexOf(e):e;if(!Number.isInteger(r)||r<0||r>11)throw new h(
"ARGUMENT",`a piece must be a FEN letter (PNBRQKpnbrqk) or a kind 0-11, got ${g(e)}`);let s=$e(n,"square"),o=this.board[s];
if(o!==-1&&o!==r)throw new h("ARGUMENT",`${W(s)} holds ${se[o]}, not ${se[r]}`);return this.board[s]=o===r?-1:r,this.flip(
64*r+s,o!==r),this}toggleCastling(e){let n=typeof e=="string"?"KQkq".indexOf(e):e;if(!Number.isInteger(n)||n<0||n>3||typeof e==
"string"&&e.length!==1)throw new h("ARGUMENT",`a castling right must be K, Q, k, q or 0-3, got ${g(e)}`);let r=this.castling;
return this.castling^=1<<n,this.castlingSets?(this.clearHistory(),this.removeKey(ft+r),this.insertKey(ft+this.castling)):
this.flip(Rt+n,(this.castling&1<<n)!==0),this}toggleEpFile(e){let n=typeof e=="string"&&e.length===1?e.charCodeAt(0)-97:
e;if(!Number.isInteger(n)||n<0||n>7)throw new h("ARGUMENT",`an ep file must be a-h or 0-7, got ${g(e)}`);if(this.ep!==-1&&
this.ep!==q+n)throw new h("ARGUMENT",`the ep file ${"abcdefgh"[this.ep-q]} is hashed already`);return this.ep=this.ep===
-1?q+n:-1,this.flip(q+n,this.ep!==-1),this}toggleSide(){return this.white=!this.white,this.flip(it,this.white),this}flip(e,n){
this.clearHistory(),n?this.insertKey(e):this.removeKey(e)}add(e){this.insertKey(e)}remove(e){this.removeKey(e)}applyMove(e){
if(e===null||typeof e!="object")throw new h("ARGUMENT_TYPE",`applyMove(move): move must be an object like chess.js's, go\
t ${g(e)}`);let n=$e(e.from,"move.from"),r=$e(e.to,"move.to"),s=this.board,o=s[n],f=(o&1)===1;if(o===-1)throw L(e,`no pi\
ece on ${W(n)}`);if(f!==this.white)throw L(e,`the piece on ${W(n)} is not the side to move's`);let i=e.piece,l=e.color;if(i!==
void 0&&i!==Ln[o>>1])throw L(e,`${W(n)} holds ${se[o]}`);if(l!==void 0&&l!==(f?"w":"b"))throw L(e,`it is ${f?"white":"bl\
ack"}'s piece`);let c=o>>1,a=(r&7)-(n&7),u=this.ep,p=s[r]===-1?-1:r;if(c===0){let M=f?r-n:n-r;if(!(a===0?p===-1&&(M===8||
M===16&&n>>3===(f?1:6)&&s[n+r>>1]===-1):(a===1||a===-1)&&M===8+(f?a:-a)))throw L(e,`a pawn cannot go from ${W(n)} to ${W(
r)}`);if(a!==0&&p===-1){if(u!==q+(r&7))throw L(e,`no en passant capture on ${W(r)}`);p=f?r-8:r+8}}let y=p===-1?-1:s[p];if(y!==
-1&&(((y^o)&1)===0||y>>1===5))throw L(e,`cannot capture on ${W(r)}`);if(p!==-1&&y===-1)throw L(e,`nothing to capture on ${W(
r)}`);let d=e.captured;if(d!==void 0&&(y===-1||d!==Ln[y>>1]))throw L(e,`the move says it captures ${d}`);let b=o,m=e.promotion;
if(m!=null){let M=typeof m=="string"&&m.length===1?"nbrq".indexOf(m):-1;if(c!==0||M<0||r>>3!==(f?7:0))throw L(e,`bad pro\
motion ${g(m)}`);b=2*(M+1)+(o&1)}else if(c===0&&r>>3===(f?7:0))throw L(e,"a pawn reaching the last rank needs move.promo\
tion");let w=this.castling,E=c===5&&(a===2||a===-2);if(E){let M=a>0?n+3:n-4,R=(f?0:2)+(a>0?0:1);if(!(w&1<<R))throw L(e,`\
no ${"KQkq"[R]} castling right`);if(s[M]!==(f?7:6))throw L(e,`no rook on ${W(M)} to castle with`);for(let _=Math.min(n,M)+
1;_<Math.max(n,M);_++)if(s[_]!==-1)throw L(e,`${W(_)} is in the way of castling`)}let S=this.history,k=this.plies*Et;if(k+
Et>S.length){let M=new Int32Array(S.length*2);M.set(S),this.history=S=M}if(S[k]=n|r<<6|o<<12|b<<16|y+1<<20|w<<24|(u===-1?
0:u-q+1)<<28,S[k+1]=p+1,this.plies++,u!==-1&&this.removeKey(u),y!==-1&&(this.removeKey(64*y+p),s[p]=-1),this.removeKey(64*
o+n),s[n]=-1,this.insertKey(64*b+r),s[r]=b,E){let M=a>0?n+3:n-4,R=a>0?n+1:n-1,_=s[M];this.removeKey(64*_+M),this.insertKey(
64*_+R),s[M]=-1,s[R]=_}let U=w&~(at[n]&at[r]);if(U){let M=w&~U;if(this.castlingSets)this.removeKey(ft+w),this.insertKey(
ft+M);else for(let R=0;R<4;R++)U&1<<R&&this.removeKey(Rt+R);this.castling=M}f?this.removeKey(it):this.insertKey(it),this.
white=!f;let O=-1;if(c===0&&(r-n===16||n-r===16)){let M=f?0:1,R=r&7;(this.epLiteral||(R>0&&s[r-1]===M||R<7&&s[r+1]===M)&&
(!this.epLegal||re(s,n+r>>1,!f)))&&(O=q+R,this.insertKey(O))}return this.ep=O,this.buckets&&this.countMove(c===0||y!==-1),
this}};var At=class extends Ht(tt){static name="BigInt64"},Tt=class extends vt(tt){static name="Paired32"},kt=class extends Yt(
tt){static name="Additive48"};function ie(t){return Object.freeze([{id:"xor32",bits:32,label:"32-bit XOR (low half of the key)"},{id:"xor48",bits:48,label:"\
48-bit XOR (high 48 bits)"},{id:"add48",bits:48,label:"48-bit additive (Additive48)"},{id:"xor64",bits:64,label:`64-bit \
XOR (${t})`}].map(Object.freeze))}var fe=Object.freeze([1,20,400,5362,72078,822518,9417681,96400068]),ae=ie("Polyglot key"),Fn=t=>t.split(" ").slice(0,4).
join(" "),Rs=Fn(G);function Le(t){let e=t.x;function n(r,s=void 0){let{fen:o,onProgress:f,budget:i=2e4,keys:l=!1}=B(s,"c\
ensus(maxPly, options): options",["fen","onProgress","budget","keys"]);if(z(r,"census(maxPly): maxPly",1,7),z(i,"census(\
maxPly, { budget }): budget",1,1<<30),o!==void 0&&I(o,"census(maxPly, { fen }): fen",j),typeof l!="boolean")throw new h(
"ARGUMENT_TYPE",`census(maxPly, { keys }): keys must be a boolean, got ${g(l)}`);if(f!==void 0&&typeof f!="function")throw new h(
"ARGUMENT_TYPE",`census(maxPly, { onProgress }): onProgress must be a function, got ${g(f)}`);let c=o??G,a=t.scratch(),u=t.
writeInput(c),p=e.zbw_position_set_fen(a,t.input.ptr,u);if(p)throw t.fenError(p,c);let y=t.output.need(Pe),d=Fn(t.readString(
y,e.zbw_position_fen(a,y)))===Rs;if(r===7&&d)throw new h("ARGUMENT",`census(7): the ${fe[7].toLocaleString("en")} positi\
ons at ply 7 from the start need about 5 GB, more than WebAssembly's 2 GiB: run the native census (make collisions PLY=7\
, or build/zobrist census 7 in the repository)`);let b=e.zbw_census_new(a);if(!b)throw new h("NO_MEMORY","cannot allocat\
e a census");let m=k=>12**k,w=Array.from({length:r},(k,U)=>m(U+1)).reduce((k,U)=>k+U,0),E=0,S=[];try{for(let k=1;k<=r;k++){
for(;;){let O=e.zbw_census_step(b,i);if(O<0)throw new h("NO_MEMORY",`out of WebAssembly memory (2 GiB at most) at ply ${k}\
 of the census: stop at an earlier ply, or run the native census`);if(f&&f((E+m(k)*(O?1:e.zbw_census_progress(b)))/w,k),
O)break}E+=m(k);let U=e.zbw_census_positions(b);S.push({ply:k,positions:U,known:d?fe[k]:void 0,hashes:ae.map((O,M)=>({...O,
pairs:e.zbw_census_pairs(b,M),expected:U*(U-1)/2**(O.bits+1)}))})}if(l){let k=t.output.need(8*S.at(-1).positions);S.at(-1).
keys=Object.fromEntries(ae.map((U,O)=>{let M=e.zbw_census_hashes(b,O,k);return[U.id,new BigUint64Array(t.memory.buffer,k,
M).slice()]}))}}finally{e.zbw_census_free(b)}return S}return{census:n}}var Fe={bigint64:At,paired32:Tt,additive48:kt};function Gn(t,e){let{Position:n,keySets:r}=Mn(t,e),s=Rn(t,r);function o(f,i=void 0){
let l=B(i,"createScheme(name, options): options",ht);if(typeof f!="string")throw new h("ARGUMENT_TYPE",`createScheme(nam\
e): name must be a string, got ${g(f)}`);let c=f.toLowerCase(),a=Object.prototype.hasOwnProperty.call(Fe,c)?Fe[c]:void 0;
if(!a)throw new h("ARGUMENT",`createScheme(name): name must be one of ${Object.keys(Fe).join(", ")}, got ${g(f)}`);return new a(
pt(l,"createScheme(name, options)"),{parseFen:s.featuresOfFen})}return{Position:n,ChessPosition:n,...s,createScheme:o,START_FEN:G}}function Hn(t,e){return()=>({livePositions:e.count,memoryBytes:t.memory.buffer.byteLength})}var vn=4096,Yn=8,zs=1e6,Bs=["OK","ARGUMENT","NO_MEMORY","CANCELLED"];function Dn(t){let e=t.x;function n(i,l){if(H(i),i.
length>vn)throw new h("ARGUMENT",`${l}: at most ${vn} keys, got ${i.length}`);let c=e.zbw_alloc(8*i.length);if(!c)throw new h(
"NO_MEMORY",`${l}: cannot allocate ${8*i.length} bytes of WebAssembly memory`);let a=new BigUint64Array(t.memory.buffer,
c,i.length);return i instanceof BigUint64Array?a.set(i):i.forEach((u,p)=>{a[p]=u}),c}function r(i,l,c){if(z(i,`${c}: bit\
s`,1,64),typeof l!="boolean")throw new h("ARGUMENT_TYPE",`${c}: high must be true or false, got ${g(l)}`,{input:l})}function s(i,l=64,c=!1){
let a="auditRank(keys, bits, high)";r(l,c,a);let u=n(i,a);try{return e.zbw_audit_rank(u,i.length,l,c?1:0)}finally{e.zbw_free(
u)}}function o(i,l=void 0){let c="audit(keys, options)",{bits:a=64,high:u=!1,maxSize:p=6,limit:y=1e3,onProgress:d}=B(l,`${c}\
: options`,["bits","high","maxSize","limit","onProgress"]);if(r(a,u,c),z(p,`${c}: maxSize`,1,Yn),z(y,`${c}: limit`,1,zs),
d!==void 0&&typeof d!="function")throw new h("ARGUMENT_TYPE",`${c}: onProgress must be a function, got ${g(d)}`,{input:d});
let b=n(i,c),m=0,w=0,E=null,S=k=>{w=k;try{return d(k)===!0?1:0}catch(U){return E=U,1}};try{new Uint32Array(t.memory.buffer,
e.zbw_audit_options(),6).set([a,u?1:0,p,y,d?1:0,0]),m=on(S,()=>e.zbw_audit_run(b,i.length))}finally{e.zbw_free(b)}if(!m){
if(E)throw E;let k=Bs[e.zbw_audit_error()]??"ARGUMENT";throw new h(k,`${c}: ${k==="CANCELLED"?"cancelled by onProgress":
k==="NO_MEMORY"?"out of WebAssembly memory (try a smaller maxSize or limit, or more bits)":"the audit refused its argume\
nts"} (${k})`)}try{return d&&w<1&&d(1),f(m,a,u,p)}finally{e.zbw_audit_free(m)}}function f(i,l,c,a){let u=t.output.need(24),
p=[];for(let w=1;w<=a;w++){e.zbw_audit_size(i,w,u);let[E,S,k]=new Float64Array(t.memory.buffer,u,3);p.push({size:w,found:E,
moreThanLimit:S===1,expected:k})}let y=e.zbw_audit_dependency_count(i),d=Yn+1,b=y?e.zbw_alloc(4*d*y):0;if(y&&!b)throw new h(
"NO_MEMORY",`audit(keys, options): cannot allocate room for ${y} dependencies`);let m=[];try{y&&e.zbw_audit_dependencies(
i,b);let w=new Uint32Array(t.memory.buffer,b,d*y);for(let E=0;E<y;E++){let S=E*d;m.push(Array.from(w.subarray(S+1,S+1+w[S])))}}finally{
b&&e.zbw_free(b)}return{rank:e.zbw_audit_table_rank(i),bits:l,high:c,sizes:p,dependencies:m}}return{audit:o,auditRank:s}}function Y(t,e,n){let r=new FinalizationRegistry(s=>{t.broken||e(s),n.count--});return{adopt(s,o){n.count++,r.register(s,
o,s)},release(s,o){r.unregister(s),t.broken||e(o),n.count--}}}var ut=Symbol.dispose??Symbol.for("Symbol.dispose");var Wn=65536,ue=65536,We=new TextEncoder,nr=new TextDecoder,jn=0,Ge=1,He=2,Xn=3,Ps=4,Is=5,Cs=6,Ks=7,$s=8,ve=9,Zn=10,Jn=11,
Vn=12,Qn=13,Ls=14,Ye=15,qn=16,Fs=17,Gs=18,Hs=20,vs="abcdefgh",tr=Array.from({length:64},(t,e)=>vs[e&7]+String((e>>3)+1)),
Ys="nbrq";function De(t){if(t===0)return"0000";let e=tr[t&63]+tr[t>>6&63];return(t>>12&3)===1?e+Ys[t>>14&3]:e}var Ds=Object.
freeze({moves:!0,tags:!0}),er=new WeakMap;function ce(t,e){let n=er.get(t);return n||(n=Ws(t,e),er.set(t,n)),n}function Ws(t,e){
let n=t.x,r=Y(t,n.zbw_pgn_free,e),s=_=>{let T=new Map;return A=>{let N=T.get(A);if(N===void 0){let x=_(A);N=x?t.cString(
x):null,T.set(A,N)}return N}},o=s(n.zbw_pgn_error_name),f=s(n.zbw_pgn_error_message),i=s(n.zbw_error_name),l=s(n.zbw_error_message),
c=s(n.zbw_pgn_warning_name),a=[];for(let _=0,T;_<31&&(T=c(1<<_))!==null;_++)a.push(T);function u(_,T){if(T.length===0)return[];
let A=We.encode(_),N=A.length+2&-2,x=t.input.need(N+2*T.length),P=t.bytes();P.set(A,x),P[x+A.length]=0,new Uint16Array(t.
memory.buffer,x+N,T.length).set(T);let K=t.output.need(8*T.length),C=n.zbw_pgn_san(x,x+N,T.length,K);if(C<0)throw new h(
"NO_MEMORY","cannot replay the game for its SAN");return t.readString(K,C).split(" ")}class p{static name="PgnGame";#t=null;#n=null;get uci(){
return this.#t===null&&(this.#t=Array.from(this.moves,De)),this.#t}get san(){return this.#n===null&&(this.#n=u(this.fen,
this.moves)),this.#n}toJSON(){return{...this,keys:Array.from(this.keys,T=>T.toString(16).padStart(16,"0")),moves:Array.from(
this.moves),uci:this.uci,san:this.san,variations:this.variations?.map(T=>({...T,keyBefore:T.keyBefore.toString(16).padStart(
16,"0"),key:T.key.toString(16).padStart(16,"0")}))}}}function y(_,T,A,N,x,P){let K=je(_,T);K+=`, line ${A[Vn]} column ${A[Qn]}`,
A[Ye]&&(K+=`, ply ${A[Ye]}${A[qn]?" in a variation":""}`),K+=`: ${o(N)}`,x&&(K+=` "${x}"`),K+=`: ${f(N)}`;let C=A[Jn];return C&&
(K+=` (${i(C)}: ${l(C)})`),P&&(K+=` in position ${P}`),K}let d=new ArrayBuffer(ue),b=0;function m(_,T,A){let N=A*_.BYTES_PER_ELEMENT;
if(N>ue>>2)return new _(t.memory.buffer,T,A).slice();b+N>ue&&(d=new ArrayBuffer(ue),b=0);let x=new _(d,b,A);return x.set(
new _(t.memory.buffer,T,A)),b+=N+7&-8,x}function w(_){let T=_[Cs],A=_[Ks];if(A===0)return null;let N=nr.decode(t.bytes().
subarray(T,T+A)).split("\0"),x=_[$s],P={},K=new Array(x);for(let C=0;C<x;C++){let Q=N[2*C],Ut=N[2*C+1];K[C]=[Q,Ut],Object.
prototype.hasOwnProperty.call(P,Q)||(Q==="__proto__"?Object.defineProperty(P,Q,{value:Ut,enumerable:!0,writable:!0,configurable:!0}):
P[Q]=Ut)}return{tags:P,tagList:K,result:N[2*x],fen:N[2*x+1],errorText:N[2*x+2],errorFen:N[2*x+3]}}function E(_){let T=[];
if(_)for(let A=0;A<a.length;A++)_&1<<A&&T.push(a[A]);return T}function S(_,T,A){let N=_[Zn];if(N===0)return null;let{tagList:x,
errorText:P,errorFen:K}=A,C=_[Jn],Q=o(N),Ut=Q==="ILLEGAL_MOVE"||Q==="NULL_MOVE_IN_CHECK";return{code:`PGN_${Q}`,message:y(
T,x,_,N,P,K),line:_[Vn],column:_[Qn],offset:_[Ls],ply:_[Ye],depth:_[qn],move:Ut?P:null,text:P,fen:K||null,chessCode:C?i(
C):null}}function k(_){let T=_[Fs],A=_[Gs],N=new Array(T);if(T){let x=new BigUint64Array(t.memory.buffer,A,3*T),P=new Uint16Array(
t.memory.buffer,A,12*T),K=new Uint32Array(t.memory.buffer,A,6*T);for(let C=0;C<T;C++)N[C]={depth:P[12*C+9],ply:K[6*C+5],
uci:De(P[12*C+8]),keyBefore:x[3*C],key:x[3*C+1]}}return N}let U=_=>_[Xn]?m(BigUint64Array,_[Is],_[Xn]):new BigUint64Array(
0);function O(_,T){let A=w(_),N=_[He],x=new p;return x.number=_[jn],x.line=_[Ge],x.tags=A.tags,x.tagList=A.tagList,x.result=
A.result,x.fen=A.fen,x.plies=N,x.moves=N?m(Uint16Array,_[Ps],N):new Uint16Array(0),x.keys=U(_),x.warnings=E(_[ve]),x.error=
S(_,x.number,A),T&&(x.variations=k(_)),x}function M(_,T,A){let N=_[jn],x=_[Zn]||A?w(_):null,P=A?{number:N,line:_[Ge],tags:x.
tags,tagList:x.tagList,result:x.result,fen:x.fen,plies:_[He],keys:U(_),warnings:E(_[ve]),error:null}:{number:N,line:_[Ge],
plies:_[He],keys:U(_),warnings:E(_[ve]),error:null};return x&&(P.error=S(_,N,x)),T&&(P.variations=k(_)),P}class R{#t;#n=null;constructor(T,A=Ds,N=!1){
let x=n.zbw_pgn_new(T?1:0,N?1:0);if(!x)throw new h("NO_MEMORY","cannot allocate a PGN reader");this.#t=x,this.variations=
T,this.fields=A,this.pushed=0,this.carry="",r.adopt(this,x)}get ptr(){if(this.#t===0)throw new h("PGN_READER_FREED","thi\
s PGN reader was freed");return this.#t}push(T,A){let N;if(typeof T=="string"){N=Math.min(T.length,A+(Wn>>1));let x=N-A===
T.length?T:T.slice(A,N);this.carry&&(x=this.carry+x);let P=x.charCodeAt(x.length-1);this.carry=P>=55296&&P<56320?x.slice(
-1):"",this.#e(this.carry?x.slice(0,-1):x)}else{this.#s(),N=Math.min(T.length,A+Wn);let x=N-A,P=t.input.need(x);t.bytes().
set(A===0&&N===T.length?T:T.subarray(A,N),P),this.#r(P,x)}return N}#e(T){let A=t.input.need(3*T.length);this.#r(A,We.encodeInto(
T,t.bytes().subarray(A,A+3*T.length)).written)}#r(T,A){if(n.zbw_pgn_push(this.ptr,T,A)<0)throw new h("NO_MEMORY","cannot\
 grow the PGN reader's buffer");this.pushed+=A}#s(){this.carry&&(this.#e(this.carry),this.carry="")}finish(){this.#s(),n.
zbw_pgn_finish(this.ptr)}#o(T){return(this.#n===null||this.#n.buffer!==t.memory.buffer)&&(this.#n=new Float64Array(t.memory.
buffer,n.zbw_pgn_header(T),Hs)),this.#n}next(){let T=this.ptr,{moves:A,tags:N}=this.fields,x=n.zbw_pgn_next(T,N?1:0);if(x===
0)return null;if(x<0)throw new h("NO_MEMORY","cannot describe a PGN game");let P=this.#o(T);return A?O(P,this.variations):
M(P,this.variations,N)}describeCurrent(){let T=this.ptr;if(n.zbw_pgn_describe(T)<0)throw new h("NO_MEMORY","cannot descr\
ibe a PGN game");return O(this.#o(T),!1)}get freed(){return this.#t===0}free(){this.#t!==0&&(r.release(this,this.#t),this.#t=
0)}}return{Reader:R,PgnGame:p,uciOf:De}}function je(t,e){let n=`game ${t}`,r=!0;for(let s of["White","Black","Event"]){let o=e.
find(f=>f[0]===s);o&&(n+=`${r?" (":" "}${s} "${js(o[1])}"`,r=!1)}return r?n:`${n})`}function js(t){if(t.length<=26)return t;
let e=We.encode(t);if(e.length<=80)return t;let n=80;for(;n>0&&(e[n]&192)===128;)n--;return nr.decode(e.subarray(0,n))}var rr=t=>typeof Blob<"u"&&t instanceof Blob,sr=t=>t!==null&&typeof t=="object"&&typeof t.getReader=="function";function Bt(t,e){
if(typeof t=="string")return"text";if(t instanceof ArrayBuffer||ArrayBuffer.isView(t))return"bytes";if(rr(t)||sr(t)||t!==
null&&typeof t=="object"&&(Symbol.asyncIterator in t||Symbol.iterator in t))return"chunks";throw new h("ARGUMENT_TYPE",`${e}\
 must be a string, a Uint8Array, an ArrayBuffer, a Blob, a ReadableStream or an (async) iterable of Uint8Array or string\
 chunks, got ${g(t)}`,{input:t})}function le(t){if(t instanceof Uint8Array)return t;try{return t instanceof ArrayBuffer?
new Uint8Array(t):new Uint8Array(t.buffer,t.byteOffset,t.byteLength)}catch(e){throw e instanceof TypeError?new h("ARGUME\
NT","the bytes' ArrayBuffer is detached (transferred, to a worker or by structuredClone): pass bytes still held here",{input:t}):
e}}function or(t,e){if(typeof t=="string")return t;if(t instanceof ArrayBuffer||ArrayBuffer.isView(t))return le(t);throw new h(
"ARGUMENT_TYPE",`${e}: a chunk must be a Uint8Array or a string, got ${g(t)}`,{input:t})}async function*he(t,e){let n=Bt(
t,e);if(n!=="chunks"){yield n==="text"?t:le(t);return}if(rr(t)&&(t=t.stream()),sr(t)){yield*Zs(t,e);return}for await(let r of t)
yield or(r,e)}var Xs=1<<20;async function*Zs(t,e){if(t.locked)throw new h("ARGUMENT",`${e}: the ReadableStream is locked\
 (another reader holds it): release its reader, or pass a stream nothing reads yet`,{input:t});let n,r=null;try{n=t.getReader(
{mode:"byob"}),r=new ArrayBuffer(Xs)}catch{n=t.getReader()}let s=!1;try{for(;;){let o=await(r?n.read(new Uint8Array(r)):
n.read());if(o.done){s=!0;return}r&&(r=o.value.buffer),yield or(o.value,e)}}finally{s||await n.cancel().catch(()=>{}),n.
releaseLock()}}function Xe(t,e,n){if(typeof t!="boolean")throw new h("ARGUMENT_TYPE",`${n}: ${e} must be true or false, got ${g(t)}`,{input:t})}
function ir(t,e){let{variations:n=!1,onProgress:r,moves:s=!0,tags:o=!0}=B(t,`${e}: options`,["variations","onProgress","\
moves","tags"]);if(Xe(n,"variations",e),Xe(s,"moves",e),Xe(o,"tags",e),s&&!o)throw new h("ARGUMENT",`${e}: tags: false n\
eeds moves: false (a game's SAN is made from its FEN)`,{input:t});if(r!==void 0&&typeof r!="function")throw new h("ARGUM\
ENT_TYPE",`${e}: onProgress must be a function, got ${g(r)}`,{input:r});return{variations:n,onProgress:r,fields:{moves:s,
tags:o}}}function fr(t,e){let{Reader:n}=ce(t,e);function r(f,i=void 0){Bt(f,"readPgn(source): source");let{variations:l,
onProgress:c,fields:a}=ir(i,"readPgn(source, options)");return s(f,l,c,a)}async function*s(f,i,l,c){let a=new n(i,c);try{
for await(let u of he(f,"readPgn(source)"))for(let p=0;p<u.length;){p=a.push(u,p);for(let y=a.next();y!==null;y=a.next())
yield y;l&&l(a.pushed)}a.finish();for(let u=a.next();u!==null;u=a.next())yield u}finally{a.free()}}function o(f,i=void 0){
let l=typeof f=="string"?"text":f instanceof ArrayBuffer||ArrayBuffer.isView(f)?"bytes":null;if(!l)throw new h("ARGUMENT\
_TYPE",`readPgnSync(text): text must be a string or a Uint8Array, got ${g(f)}`,{input:f});let{variations:c,onProgress:a,
fields:u}=ir(i,"readPgnSync(text, options)"),p=l==="text"?f:le(f),y=new n(c,u),d=[];try{for(let b=0;b<p.length;){b=y.push(
p,b);for(let m=y.next();m!==null;m=y.next())d.push(m);a&&a(y.pushed)}y.finish();for(let b=y.next();b!==null;b=y.next())d.
push(b)}finally{y.free()}return d}return{readPgn:r,readPgnSync:o}}var pe=1024,St=40,Js=4294967295,ar=64;function Vs(){return globalThis.crypto?.getRandomValues?globalThis.crypto.getRandomValues(
new BigUint64Array(1))[0]:BigInt(Math.floor(Math.random()*2**32))<<32n|BigInt(Math.floor(Math.random()*2**32))}function Qs(t){
let e=n=>String.fromCharCode(97+(n&7),49+(n>>3));return e(t>>6&63)+e(t&63)+(t>>12?"nbrq"[(t>>12)-1]:"")}function Ze(t,e){
let n="";for(let r=e;r<e+8&&t[r]!==0;r++)n+=String.fromCharCode(t[r]);return n}function ur(t,e){let n=t.x,r=Y(t,n.zbw_book_free,
e),{name:s,error:o}=t.gameErrors(n.zbw_book_error_name,n.zbw_book_error_message,"BOOK_"),f=null;function i(w){return w===
f?0:(f=null,t.writeInput(w===""?" ":w))}function l(w,E){return f=null,t.fenError(w,E)}function c(w,E){if(typeof w=="stri\
ng")return w.length>pe&&I(w,`${E}: fen`,pe),w;if(w!==null&&typeof w=="object"){let S=typeof w.fen=="function"?w.fen():w.
fen;if(typeof S=="string")return S.length>pe&&I(S,`${E}: position.fen`,pe),S}throw new h("ARGUMENT_TYPE",`${E}: the posi\
tion must be a FEN string or a Position, got ${g(w)}`,{input:w})}let a=new Array(32768).fill(null),u=[];function p(w,E,S,k){
let U=S+k*St,O=U>>2,M=E[O],R=E[O+1],_=E[O+2],T=E[O+3],A=E[O+4],N=E[O+5],x=T?M/T:0;if(A>=2147483648)return{move:Ze(w,U+24),
raw:A&65535,weight:M,learn:R,entry:_,code:s(A>>>16&255)};let P=a[A]??(a[A]=Qs(A));if(N===0)return{uci:P,weight:M,learn:R,
share:x,entry:_};let K=N===Js?Ze(w,U+32):u[N]??(u[N]=Ze(w,U+32));return{uci:P,san:K,weight:M,learn:R,share:x,entry:_}}let y=w=>p(
t.bytes(),t.words(),w,0),d=(w,E,S)=>w[E+S*St+16>>2]<2147483648;class b{static name="Book";#t;#n;constructor(E){this.#t=E,
this.#n=n.zbw_book_size(E),r.adopt(this,E)}#e(){if(this.#t===0)throw new h("BOOK_FREED","this Book was freed (free() or \
dispose) and cannot be used");return this.#t}get size(){return this.#e(),this.#n}#r(E,S,k=1){let U=this.#e(),O=t.positionPointer?.(
E);if(O)for(let T=ar;;){let A=t.output.need(T*St),N=n.zbw_book_probe_position(U,O,k,A,T);if(N<0)throw t.fenError(-N,E.fen);
if(N<=T)return[A,N];T=N}let M=c(E,S),R=i(M),_=ar;for(;;){let T=t.output.need(_*St),A=n.zbw_book_probe(U,t.input.ptr,R,k,
T,_);if(A<0)throw l(-A,M);if(f=M,A<=_)return[T,A];_=A,R=0}}moves(E,S=void 0){let{san:k=!0}=B(S,"moves(position, options)\
: options",["san"]);if(typeof k!="boolean")throw new h("ARGUMENT_TYPE",`moves(position, { san }): san must be a boolean,\
 got ${g(k)}`);let[U,O]=this.#r(E,"moves(position)",k?1:0),M=t.bytes(),R=t.words(),_=0;for(;_<O&&d(R,U,_);)_++;let T=new Array(
_);for(let A=0;A<_;A++)T[A]=p(M,R,U,A);return T}badEntries(E){let[S,k]=this.#r(E,"badEntries(position)",0),U=t.bytes(),O=t.
words(),M=[];for(let R=0;R<k;R++)d(O,S,R)||M.push(p(U,O,S,R));return M}#s(E,S,k,U){let O=this.#e(),M=t.positionPointer?.(
E);if(M){let N=t.output.need(St),x=n.zbw_book_choose_position(O,M,S,k,N);if(x<0)throw t.fenError(-x,E.fen);return x===0?
null:y(N)}let R=c(E,U),_=i(R),T=t.output.need(St),A=n.zbw_book_choose(O,t.input.ptr,_,S,k,T);if(A<0)throw l(-A,R);return f=
R,A===0?null:y(T)}pick(E,S=void 0){let{seed:k}=B(S,"pick(position, options): options",["seed"]);return this.#s(E,0,k===void 0?
Vs():F(k,"pick(position, { seed }): seed"),"pick(position)")}best(E){return this.#s(E,1,0n,"best(position)")}get freed(){
return this.#t===0}free(){this.#t!==0&&(r.release(this,this.#t),this.#t=0)}[ut](){this.free()}}function m(w){if(!(w instanceof
ArrayBuffer||ArrayBuffer.isView(w)))throw new h("ARGUMENT_TYPE",`openBook(bytes): bytes must be a Uint8Array or an Array\
Buffer, got ${g(w)}`,{input:w});let E=w.byteLength;if(E===0)throw new h("BOOK_EMPTY","openBook(bytes): the book is empty\
 (0 bytes)");let S=t.alloc(E);if(!S)throw new h("NO_MEMORY",`cannot allocate ${E} bytes of WebAssembly memory for the bo\
ok`);let k=w instanceof Uint8Array?w:w instanceof ArrayBuffer?new Uint8Array(w):new Uint8Array(w.buffer,w.byteOffset,w.byteLength),
U,O=0;try{t.bytes().set(k,S);let M=t.output.need(4);U=n.zbw_book_open(S,k.length,M),U||(O=new Uint32Array(t.memory.buffer,
M,1)[0])}finally{n.zbw_free(S)}if(U){let M=n.zbw_last_index(),R=s(U).slice(5);if(R==="NO_MEMORY")throw new h("NO_MEMORY",
`cannot allocate WebAssembly memory for a book of ${E} bytes`);let _=R==="TRUNCATED"?` (${k.length} bytes, ${k.length%16}\
 after entry ${M})`:R==="UNSORTED"||R==="BAD_MOVE"?` at entry ${M}`:"";throw o(U,`openBook(bytes)${_}`,R==="UNSORTED"||R===
"BAD_MOVE"||R==="TRUNCATED"?{entry:M}:{})}return new b(O)}return{openBook:m,bookError:o}}var cr=typeof Blob=="function";function lr(){let t=[];return{get count(){return t.length},add(e){t.push(cr?new Blob([e]):
e.slice())},async read(e,n,r){let s=t[e];return cr?new Uint8Array(await s.slice(n,n+r).arrayBuffer()):s.subarray(n,n+r)}}}var qs=50,hr=1<<19,to=16384,eo=24<<20,no=12,ro=0,so=2;function oo(t){let e=Math.min(1048576,Math.max(65536,Math.floor(eo/
Math.max(1,t))));return e-e%no}function io(t,e){if(t.length===1)return t[0];let n=new Uint8Array(e),r=0;for(let s of t)n.
set(s,r),r+=s.length;return n}function pr(t,e,n,r,s){if(t===void 0)return s;if(typeof t!="number"||!Number.isInteger(t))
throw new h("ARGUMENT_TYPE",`buildBook(source, { ${e} }): ${e} must be an integer, got ${g(t)}`,{input:t});if(t<n||t>r)throw new h(
"ARGUMENT",`buildBook(source, { ${e} }): ${e} must be from ${n} to ${r}, got ${t}`,{input:t});return t}function Je(t,e){
if(t===void 0)return!1;if(typeof t!="boolean")throw new h("ARGUMENT_TYPE",`buildBook(source, { ${e} }): ${e} must be tru\
e or false, got ${g(t)}`,{input:t});return t}var fo=["maxPly","minGame","minScore","onlyWhite","onlyBlack","uniform","on\
Progress"];function ao(t){let e=B(t,"buildBook(source, options): options",fo),n=pr(e.maxPly,"maxPly",0,2**31-1,1024),r=pr(
e.minGame,"minGame",0,2**31-1,3),s=0;if(e.minScore!==void 0){if(typeof e.minScore!="number"||!Number.isFinite(e.minScore))
throw new h("ARGUMENT_TYPE",`buildBook(source, { minScore }): minScore must be a number (a percentage), got ${g(e.minScore)}`,
{input:e.minScore});if(e.minScore<0||e.minScore>100)throw new h("ARGUMENT",`buildBook(source, { minScore }): minScore mu\
st be from 0 to 100, got ${e.minScore}`,{input:e.minScore});s=e.minScore}let o=Je(e.onlyWhite,"onlyWhite"),f=Je(e.onlyBlack,
"onlyBlack");if(o&&f)throw new h("ARGUMENT","buildBook(source, options): onlyWhite and onlyBlack cannot both be true");let i=Je(
e.uniform,"uniform");if(e.onProgress!==void 0&&typeof e.onProgress!="function")throw new h("ARGUMENT_TYPE",`buildBook(so\
urce, { onProgress }): onProgress must be a function, got ${g(e.onProgress)}`,{input:e.onProgress});return{maxPly:n,minGame:r,
minScore:s,onlyWhite:o,onlyBlack:f,uniform:i,onProgress:e.onProgress}}function dr(t,e,n){let r=t.x,{Reader:s}=ce(t,e),o=Y(
t,r.zbw_book_builder_free,e);class f{constructor(p){if(this.ptr=r.zbw_book_builder_new(p.maxPly,p.minGame,p.minScore,p.onlyWhite?
1:0,p.onlyBlack?1:0,p.uniform?1:0),!this.ptr)throw new h("NO_MEMORY","cannot allocate a book builder");o.adopt(this,this.
ptr)}free(){this.ptr!==0&&(o.release(this,this.ptr),this.ptr=0)}}function i(u,p,y){let d=r.zbw_book_builder_feed(u.ptr,p.
ptr,y,hr);if(d===0)return!1;if(d===1)return!0;if(d===-1){let b=p.describeCurrent(),{error:m}=b;throw new h(m.code,`build\
Book(source): ${m.message}`,{game:b.number,line:m.line,column:m.column,offset:m.offset,ply:m.ply,input:m.text,fen:m.fen??
void 0})}if(d===-2){let b=p.describeCurrent(),m=r.zbw_last_plies();throw new h("BOOK_NULL_MOVE",`buildBook(source): ${je(
b.number,b.tagList)} from line ${b.line}, ply ${m}: a null move cannot go in a book`,{game:b.number,line:b.line,ply:m})}
throw n(d,"buildBook(source)")}function l(u,p){let y=t.output.need(8),d=r.zbw_book_builder_take_run(u.ptr,y);if(d)throw n(
d,"buildBook(source)");let[b,m]=new Uint32Array(t.memory.buffer,y,2);p.add(new Uint8Array(t.memory.buffer,b,m))}async function c(u,p){
let y=oo(p.count),d=r.zbw_book_merge_new(u.maxPly,u.minGame,u.minScore,u.onlyWhite?1:0,u.onlyBlack?1:0,u.uniform?1:0,p.count,
y);if(!d)throw new h("NO_MEMORY","cannot allocate the book builder's merger");let b=new Array(p.count).fill(0),m=[],w=0;
try{for(;;){let E=t.output.need(16),S=r.zbw_book_merge_step(d,E);if(S)throw n(S,"buildBook(source)");let[k,U,O,M]=new Uint32Array(
t.memory.buffer,E,4);if(M&&(m.push(t.bytes().slice(O,O+M)),w+=M),k===so)break;if(k!==ro)continue;let R=await p.read(U,b[U],
y);b[U]+=R.length,t.bytes().set(R,r.zbw_book_merge_window(d,U));let _=r.zbw_book_merge_feed(d,U,R.length);if(_)throw n(_,
"buildBook(source)")}}finally{r.zbw_book_merge_free(d)}return io(m,w)}async function a(u,p=void 0){Bt(u,"buildBook(sourc\
e): source");let y=ao(p),d=new s(!1,void 0,!0),b=lr(),m;try{m=new f(y);let w=r.zbw_book_builder_reserve(m.ptr,hr+to);if(w)
throw n(w,"buildBook(source)");let E=Date.now(),S=()=>{for(;i(m,d,y.maxPly);)l(m,b)};for await(let k of he(u,"buildBook(\
source)")){for(let U=0;U<k.length;)U=d.push(k,U),S(),Date.now()-E>qs&&(y.onProgress&&y.onProgress(d.pushed),await new Promise(
O=>setTimeout(O,0)),E=Date.now());y.onProgress&&y.onProgress(d.pushed)}return d.finish(),S(),l(m,b),d.free(),m.free(),await c(
y,b)}finally{d.free(),m?.free()}}return{buildBook:a}}function yr(t,e){let{openBook:n,bookError:r}=ur(t,e);return{openBook:n,...dr(t,e,r)}}var xt="........./........./........./........./........./........./........./........./......... x -",et=199,uo=256,br=1024,
mr=16,wr=["x","o"],gr=["x","o","draw","open"];function co(t,e){let n=t.length===2?t.charCodeAt(0)-97:-1,r=t.charCodeAt(1)-
49;if(!(n>=0&&n<9&&r>=0&&r<9))throw new h("ARGUMENT",`${e} must be a cell like "e5" or a code 0-80, got ${g(t)}`,{input:t});
return 9*(3*Math.floor(r/3)+Math.floor(n/3))+3*(r%3)+n%3}function _r(t,e){let n=t.x,{error:r,textError:s}=t.gameErrors(n.
zbw_uttt_error_name,n.zbw_uttt_error_message),o=Y(t,({pos:c,keys:a})=>{n.zbw_uttt_free(c),a&&n.zbw_uttt_keys_free(a)},e);
function f(c=void 0){let a=t.output.need(8*et);return c===void 0?new BigUint64Array(t.memory.buffer,n.zbw_uttt_default_table(),
et).slice():(n.zbw_keys_fill(F(c,"utttTable(seed): seed"),a,et),new BigUint64Array(t.memory.buffer,a,et).slice())}function i(c,a){
if(c!==void 0&&a!==void 0)throw new h("ARGUMENT","new UtttPosition: give a seed or keys, not both");let u=0;if(c!==void 0)
u=n.zbw_uttt_keys_new_seeded(F(c,"new UtttPosition(text, { seed }): seed"));else if(a!==void 0){H(a,et);let p=t.output.need(
8*et);new BigUint64Array(t.memory.buffer,p,et).set(a),u=n.zbw_uttt_keys_new(p)}else return 0;if(!u)throw new h("NO_MEMOR\
Y","cannot allocate a key set");return u}class l{static name="UtttPosition";#t;#n;constructor(a=xt,u=void 0){I(a,"new Ut\
ttPosition(text): text",br);let{seed:p,keys:y}=B(u,"new UtttPosition(text, options): options",["seed","keys"]),d=i(p,y),
b=n.zbw_uttt_new(d);if(!b)throw d&&n.zbw_uttt_keys_free(d),new h("NO_MEMORY","cannot allocate a position");if(this.#t=b,
this.#n=d,o.adopt(this,{pos:b,keys:d}),a!==xt)try{this.reset(a)}catch(m){throw this.free(),m}}#e(){if(this.#t===0)throw new h(
"POSITION_FREED","this UtttPosition was freed (free() or dispose) and cannot be used");return this.#t}reset(a=xt){let u=this.#e();
I(a,"reset(text): text",br);let p=t.writeInput(a),y=n.zbw_uttt_set_text(u,t.input.ptr,p);if(y)throw s(y,a,"Invalid UTTT \
position");return this}play(a){let u=this.#e(),p;if(typeof a=="number")z(a,"play(move): move code",0,80),p=n.zbw_uttt_make_code(
u,a);else{I(a,"play(move): move",mr);let y=t.writeInput(a);p=n.zbw_uttt_play(u,t.input.ptr,y)}if(p)throw r(p,`Cannot pla\
y ${g(a)} in ${$(this.text)}`,{input:a,position:this.text});return this}undo(){let a=n.zbw_uttt_undo(this.#e());if(a)throw r(
a,"Cannot undo");return this}get key(){return BigInt.asUintN(64,n.zbw_uttt_key(this.#e()))}get keyHi(){return n.zbw_uttt_key_hi(
this.#e())>>>0}get keyLo(){return n.zbw_uttt_key_lo(this.#e())>>>0}get keyHex(){return this.keyHi.toString(16).padStart(
8,"0")+this.keyLo.toString(16).padStart(8,"0")}get text(){let a=t.output.need(uo);return t.readString(a,n.zbw_uttt_text(
this.#e(),a))}get turn(){return wr[n.zbw_uttt_side(this.#e())]}get forcedBoard(){let a=n.zbw_uttt_forced_board(this.#e());
return a===9?null:a}boardStatus(a){return z(a,"boardStatus(board): board",0,8),gr[n.zbw_uttt_board_status(this.#e(),a)]}get boards(){
return Array.from({length:9},(a,u)=>this.boardStatus(u))}get result(){let a=n.zbw_uttt_result(this.#e());return a===3?"o\
ngoing":gr[a]}cell(a){let u=typeof a=="string"?co(a,"cell(square): square"):a;z(u,"cell(square): square",0,80);let p=n.zbw_uttt_cell(
this.#e(),u);return p===2?null:wr[p]}get ply(){return n.zbw_uttt_ply(this.#e())}moveCode(a){I(a,"moveCode(move): move",mr);
let u=t.writeInput(a),p=n.zbw_uttt_parse_move(this.#e(),t.input.ptr,u);if(p<0)throw r(-p,`Cannot read ${$(a)} in ${$(this.
text)}`,{input:a});return p}static moveText(a){z(a,"moveText(code): code",0,80);let u=t.output.need(4);return t.readString(
u,n.zbw_uttt_move_text(a,u))}legalMoves(){let a=t.output.need(256),u=t.readString(a,n.zbw_uttt_legal_text(this.#e(),a));
return u===""?[]:u.split(" ")}legalMoveCodes(){let a=t.output.need(81),u=n.zbw_uttt_legal_moves(this.#e(),a);return new Uint8Array(
t.memory.buffer,a,u).slice()}perft(a){let u=this.#e();return z(a,"perft(depth): depth",0,20),n.zbw_uttt_perft(u,a)}features(){
let a=t.output.need(368),u=n.zbw_uttt_features(this.#e(),a);return new Uint32Array(t.memory.buffer,a,u).slice()}get freed(){
return this.#t===0}free(){this.#t!==0&&(o.release(this,{pos:this.#t,keys:this.#n}),this.#t=0)}[ut](){this.free()}}return l.
START=xt,{UtttPosition:l,utttTable:f}}var Ve=ie("the key");function Er(t){let e=t.x;function n(r,s=void 0){let{onProgress:o,budget:f=2e4}=B(s,"utttCensus(maxP\
ly, options): options",["onProgress","budget"]);if(z(r,"utttCensus(maxPly): maxPly",1,8),z(f,"utttCensus(maxPly, { budge\
t }): budget",1,1<<30),o!==void 0&&typeof o!="function")throw new h("ARGUMENT_TYPE",`utttCensus(maxPly, { onProgress }):\
 onProgress must be a function, got ${g(o)}`);let i=e.zbw_uttt_new(0),l=i?e.zbw_uttt_census_new(i):0;if(i&&e.zbw_uttt_free(
i),!l)throw new h("NO_MEMORY","cannot allocate a census");let c=y=>9**y,a=Array.from({length:r},(y,d)=>c(d+1)).reduce((y,d)=>y+
d,0),u=0,p=[];try{for(let y=1;y<=r;y++){for(;;){let b=e.zbw_uttt_census_step(l,f);if(b<0)throw new h("NO_MEMORY",`out of\
 WebAssembly memory at ply ${y} of the census`);if(o&&o((u+c(y)*(b?1:e.zbw_uttt_census_progress(l)))/a,y),b)break}u+=c(y);
let d=e.zbw_uttt_census_classes(l);p.push({ply:y,positions:e.zbw_uttt_census_positions(l),classes:d,hashes:Ve.map((b,m)=>({
...b,pairs:e.zbw_uttt_census_pairs(l,m),expected:d*(d-1)/2**(b.bits+1)}))})}}finally{e.zbw_uttt_census_free(l)}return p}
return{utttCensus:n}}function Ar(t,e){return{..._r(t,e),...Er(t)}}var lo=400,Tr=4096,kr=16,Sr=["tt","cgos"],Qe=["b","w"];function qe(t,e){let n=t.x,{error:r,textError:s}=t.gameErrors(n.zbw_go_error_name,
n.zbw_go_error_message),o=Y(t,n.zbw_go_free,e);function f(a=9){z(a,"goTable(size): size",2,19);let u=2*a*a+1,p=t.output.
need(8*u);return n.zbw_go_default_keys(a,p),new BigUint64Array(t.memory.buffer,p,u).slice()}function i(a,u){let p=typeof a==
"string"?Sr.indexOf(a.toLowerCase()):-1;if(p<0)throw new h(typeof a=="string"?"ARGUMENT":"ARGUMENT_TYPE",`${u} must be '\
tt' or 'cgos', got ${g(a)}`);return p}let l=a=>a.trim().split(/\s+/)[0].split("/").length;class c{static name="GoPositio\
n";#t;#n;constructor(u=void 0,p=void 0){u!==void 0&&I(u,"new GoPosition(text): text",Tr);let y=B(p,"new GoPosition(text,\
 options): options",["size","rules","keys"]),{rules:d="tt",keys:b}=y;y.size!==void 0&&z(y.size,"new GoPosition(text, { s\
ize }): size",2,19);let m=y.size??9;if(u!==void 0){let k=l(u);if(y.size!==void 0&&k!==y.size)throw new h("ARGUMENT",`new\
 GoPosition(text, { size }): the text has ${k} rows, not ${y.size}`,{input:u});k>=2&&k<=19&&(m=k)}let w=i(d,"new GoPosit\
ion(text, { rules }): rules"),E=0;b!==void 0&&(H(b,2*m*m+1),E=t.output.need(8*b.length),new BigUint64Array(t.memory.buffer,
E,b.length).set(b));let S=n.zbw_go_new(m,w,E);if(!S)throw new h("NO_MEMORY","cannot allocate a Go position");if(this.#t=
S,this.#n=m,o.adopt(this,S),u!==void 0)try{this.reset(u)}catch(k){throw this.free(),k}}#e(){if(this.#t===0)throw new h("\
POSITION_FREED","this GoPosition was freed (free() or dispose) and cannot be used");return this.#t}reset(u=void 0){let p=this.#e();
if(u===void 0)return n.zbw_go_clear(p),this;I(u,"reset(text): text",Tr);let y=t.writeInput(u),d=n.zbw_go_set_text(p,t.input.
ptr,y);if(d)throw s(d,u,"Invalid Go position");return this.#n=n.zbw_go_size(p),this}play(u){let p=this.#e(),y;if(typeof u==
"number")z(u,"play(move): move code",0,this.size*this.size),y=n.zbw_go_make(p,u);else{I(u,"play(move): move",kr);let d=t.
writeInput(u);y=n.zbw_go_play(p,t.input.ptr,d)}if(y)throw r(y,`Cannot play ${g(u)} in ${$(this.text)}`,{input:u,position:this.
text});return this}undo(){let u=n.zbw_go_undo(this.#e());if(u)throw r(u,"Cannot undo");return this}get key(){return BigInt.
asUintN(64,n.zbw_go_key(this.#e()))}get keyHi(){return n.zbw_go_key_hi(this.#e())>>>0}get keyLo(){return n.zbw_go_key_lo(
this.#e())>>>0}get keyHex(){return this.keyHi.toString(16).padStart(8,"0")+this.keyLo.toString(16).padStart(8,"0")}get stonesKey(){
return BigInt.asUintN(64,n.zbw_go_stones_key(this.#e()))}get text(){let u=t.output.need(lo);return t.readString(u,n.zbw_go_text(
this.#e(),u))}get size(){return this.#e(),this.#n}get rules(){return Sr[n.zbw_go_rules(this.#e())]}get turn(){return Qe[n.
zbw_go_side(this.#e())]}get passes(){return n.zbw_go_passes(this.#e())}get gameOver(){return n.zbw_go_game_over(this.#e())!==
0}get ply(){return n.zbw_go_ply(this.#e())}stoneAt(u){let p=this.#r(u,"stoneAt(point)"),y=n.zbw_go_stone_at(this.#e(),p);
return y===2?null:Qe[y]}get stones(){let u=this.size*this.size,p=t.output.need(u);n.zbw_go_board(this.#e(),p);let y="";for(let d of t.
bytes().subarray(p,p+u))y+=d===2?".":Qe[d];return y}#r(u,p){if(typeof u=="string"){let y=this.moveCode(u);if(y===this.size*
this.size)throw new h("ARGUMENT",`${p}: a point, not a pass`);return y}return z(u,`${p}: point`,0,this.size*this.size-1),
u}moveCode(u){let p=this.#e();I(u,"moveCode(move): move",kr);let y=t.writeInput(u),d=n.zbw_go_parse_move(p,t.input.ptr,y);
if(d<0)throw r(-d,`Cannot read ${$(u)}`,{input:u});return d}moveText(u){z(u,"moveText(code): code",0,this.size*this.size);
let p=t.output.need(8);return t.readString(p,n.zbw_go_move_text(this.size,u,p))}legalMoveCodes(){let u=t.output.need(1448),
p=n.zbw_go_legal_moves(this.#e(),u);return new Int32Array(t.memory.buffer,u,p).slice()}legalMoves(){return Array.from(this.
legalMoveCodes(),u=>this.moveText(u))}superkoPoints(){let u=this.size*this.size,p=t.output.need(u);n.zbw_go_superko_points(
this.#e(),p);let y=[],d=t.bytes();for(let b=0;b<u;b++)d[p+b]&&y.push(b);return y}lastCaptures(){let u=t.output.need(1444),
p=n.zbw_go_last_captures(this.#e(),u);return Array.from(new Int32Array(t.memory.buffer,u,p))}get lastWasSuicide(){return n.
zbw_go_last_was_suicide(this.#e())!==0}get failedConfirmations(){return n.zbw_go_failed_confirmations(this.#e())}perft(u){
let p=this.#e();return z(u,"perft(depth): depth",0,30),n.zbw_go_perft(p,u)}features(){let u=t.output.need(1448),p=n.zbw_go_features(
this.#e(),u);return new Uint32Array(t.memory.buffer,u,p).slice()}get freed(){return this.#t===0}free(){this.#t!==0&&(o.release(
this,this.#t),this.#t=0)}[ut](){this.free()}}return{GoPosition:c,goTable:f}}var ye=["always-replace","depth-preferred","two-tier","buckets"],tn=["miss","hit","type1","type2"],yt=Object.freeze({EXACT:1,
LOWER:2,UPPER:3}),ho={TT_INDEX_BITS:"the index has more bits than a table may have (32)",TT_CHECK_BITS:"more check bits \
than the key has beyond the index (64 - n)",TT_POLICY:"unknown replacement policy",TT_BUCKET_SLOTS:"this policy does not\
 support that many slots a bucket",TT_NO_MEMORY:"out of memory",TT_BOUND:"the bound is not exact, lower or upper",TT_NOT_INSTRUMENTED:"\
the table was made without identities (id_count 0)",TT_NEEDS_ID:"an instrumented table stores with an identity (zb_tt_st\
ore_id)",TT_ID_RANGE:"the identity is not below the table's id_count"};function D(t,e){return new h(t,`${e}: ${ho[t]} (${t}\
)`)}var de=4294967295;function Pt(t,e){let{indexBits:n=16,checkBits:r=16,policy:s="always-replace",bucketSlots:o=0,idCount:f=0}=B(
t,`${e}: options`,["indexBits","checkBits","policy","bucketSlots","idCount"]);if(z(n,`${e}: indexBits`,0,de),z(r,`${e}: \
checkBits`,0,de),typeof s!="string")throw new h("ARGUMENT_TYPE",`${e}: policy must be one of ${ye.join(", ")}, got ${g(s)}`,
{input:s});let i=ye.indexOf(s);return z(o,`${e}: bucketSlots`,0,de),z(f,`${e}: idCount`,0,de),{indexBits:n,checkBits:r,policy:i<
0?ye.length:i,bucketSlots:o,idCount:f}}var be=(t,e,n,r,s)=>Object.freeze({indexBits:t,checkBits:e,policy:ye[n],bucketSlots:r,
idCount:s}),me=["probes","found","stores","refused","hits","misses","type1Errors","type2Losses","evictions"];function dt(t,e,n,r){
throw typeof t=="number"&&Number.isInteger(t)?new h("ARGUMENT",`${e} must be ${r}, got ${t}`,{input:t}):new h("ARGUMENT_\
TYPE",`${e} must be ${n}, got ${g(t)}`,{input:t})}function X(t,e){if(typeof t!="bigint")throw new h("ARGUMENT_TYPE",`${e}\
: key must be a BigInt, got ${g(t)}`,{input:t})}function Z(t,e,n){(typeof t!="number"||(t|0)!==t&&t>>>0!==t)&&dt(t,`${n}\
: hi`,"an integer","a 32-bit integer"),(typeof e!="number"||(e|0)!==e&&e>>>0!==e)&&dt(e,`${n}: lo`,"an integer","a 32-bi\
t integer")}function J(t,e){(typeof t!="number"||t>>>0!==t)&&dt(t,`${e}: id`,"an integer","from 0 to 4294967295")}function V(t,e,n,r,s){
(typeof t!="number"||t<<24>>24!==t)&&dt(t,`${s}: depth`,"an integer","from -128 to 127"),(typeof e!="number"||e<<16>>16!==
e)&&dt(e,`${s}: score`,"an integer","from -32768 to 32767"),(typeof n!="number"||(n|0)!==n)&&dt(n,`${s}: bound`,"an inte\
ger (1 exact, 2 lower, 3 upper)","a 32-bit integer"),(typeof r!="number"||(r&65535)!==r)&&dt(r,`${s}: move`,"an integer",
"from 0 to 65535")}function xr(t,e){let n=t.x,{error:r}=t.gameErrors(n.zbw_tt_error_name,n.zbw_tt_error_message,"TT_"),s=Y(t,n.zbw_tt_destroy,
e),o=n.zbw_tt_record(),f=new Int32Array(t.memory.buffer,o,5);class i{static name="TranspositionTable";#t=0;depth=0;score=0;bound=0;move=0;age=0;constructor(c=void 0){
let a=Pt(c,"new TranspositionTable(options)"),u=t.output.need(4),p=n.zbw_tt_create(a.indexBits,a.checkBits,a.policy,a.bucketSlots,
a.idCount,u);if(p)throw r(p,"new TranspositionTable(options)");this.#t=new Uint32Array(t.memory.buffer,u,1)[0],s.adopt(this,
this.#t)}#n(){if(this.#t===0)throw new h("TT_FREED","this TranspositionTable was freed (free() or dispose) and cannot be\
 used");return this.#t}#e(){f.length===0&&(f=new Int32Array(t.memory.buffer,o,5)),this.depth=f[0],this.score=f[1],this.bound=
f[2],this.move=f[3],this.age=f[4]}static#r(c,a,u,p){f.length===0&&(f=new Int32Array(t.memory.buffer,o,5)),f[0]=c,f[1]=a,
f[2]=u,f[3]=p}probe(c){let a=this.#n();return X(c,"probe(key)"),n.zbw_tt_probe(a,c)?(this.#e(),!0):!1}probe32(c,a){let u=this.#n();
return Z(c,a,"probe32(hi, lo)"),n.zbw_tt_probe32(u,c,a)?(this.#e(),!0):!1}get(c){return this.probe(c)?{depth:this.depth,
score:this.score,bound:this.bound,move:this.move,age:this.age}:null}store(c,a,u,p,y=0){let d=this.#n();X(c,"store(key, .\
..)"),V(a,u,p,y,"store(key, ...)"),i.#r(a,u,p,y);let b=n.zbw_tt_store(d,c);if(b)throw r(b,"store(key, ...)")}store32(c,a,u,p,y,d=0){
let b=this.#n();Z(c,a,"store32(hi, lo, ...)"),V(u,p,y,d,"store32(hi, lo, ...)"),i.#r(u,p,y,d);let m=n.zbw_tt_store32(b,c,
a);if(m)throw r(m,"store32(hi, lo, ...)")}probeId(c,a){let u=this.#n();return X(c,"probeId(key, id)"),J(a,"probeId(key, \
id)"),this.#s(n.zbw_tt_probe_id(u,c,a),"probeId(key, id)")}probeId32(c,a,u){let p=this.#n();return Z(c,a,"probeId32(hi, \
lo, id)"),J(u,"probeId32(hi, lo, id)"),this.#s(n.zbw_tt_probe_id32(p,c,a,u),"probeId32(hi, lo, id)")}#s(c,a){if(c<0)throw r(
-c,a);return(c===1||c===2)&&this.#e(),tn[c]}storeId(c,a,u,p,y,d=0){let b=this.#n();X(c,"storeId(key, id, ...)"),J(a,"sto\
reId(key, id, ...)"),V(u,p,y,d,"storeId(key, id, ...)"),i.#r(u,p,y,d);let m=n.zbw_tt_store_id(b,c,a);if(m)throw r(m,"sto\
reId(key, id, ...)")}storeId32(c,a,u,p,y,d,b=0){let m=this.#n();Z(c,a,"storeId32(hi, lo, id, ...)"),J(u,"storeId32(hi, l\
o, id, ...)"),V(p,y,d,b,"storeId32(hi, lo, id, ...)"),i.#r(p,y,d,b);let w=n.zbw_tt_store_id32(m,c,a,u);if(w)throw r(w,"s\
toreId32(hi, lo, id, ...)")}clear(){n.zbw_tt_clear(this.#n())}newSearch(){n.zbw_tt_new_search(this.#n())}get config(){let c=t.
output.need(20);n.zbw_tt_config(this.#n(),c);let[a,u,p,y,d]=new Uint32Array(t.memory.buffer,c,5);return be(a,u,p,y,d)}get counters(){
let c=t.output.need(72);n.zbw_tt_counters(this.#n(),c);let a=new Float64Array(t.memory.buffer,c,9);return Object.fromEntries(
me.map((u,p)=>[u,a[p]]))}get freed(){return this.#t===0}free(){this.#t!==0&&(s.release(this,this.#t),this.#t=0)}[ut](){this.
free()}}return Object.assign(i,yt),{TranspositionTable:i}}var po=0,yo=1,Ur=2,en=[1,1,2,4],bo=[1,1,2,8],mo=0,wo=1,go=2,Nr=3,_o=0,Eo=1,Ao=2,To=3,ko=4,So=5,xo=6,Uo=7,No=8,bt=t=>t>>>
8&255,It=t=>t<<24>>24,nn=t=>t>>>16&255;function Mo(t,e){if(t.indexBits>32)throw D("TT_INDEX_BITS",e);if(t.checkBits>64-t.
indexBits)throw D("TT_CHECK_BITS",e);if(t.policy>=en.length)throw D("TT_POLICY",e);let n=t.bucketSlots||en[t.policy];if(n>
bo[t.policy]||t.policy!==Nr&&n!==en[t.policy])throw D("TT_BUCKET_SLOTS",e);return n}var we=class{static name="SlotTable";depth=0;score=0;bound=0;move=0;age=0;constructor(e,n){
let r=Mo(e,n);this.n=e.indexBits,this.m=e.checkBits,this.policyIndex=e.policy,this.k=r,this.idCount=e.idCount;try{this.slots=
new Int32Array(4*r*2**e.indexBits),this.ids=e.idCount?new Uint32Array(r*2**e.indexBits):null,this.idState=e.idCount?new Uint8Array(
e.idCount):null}catch(s){throw s instanceof RangeError?D("TT_NO_MEMORY",n):s}this.tableAge=0,this.resetCounters()}resetCounters(){
this.counts=new Float64Array(9)}find(e,n,r){let s=this.slots;for(let o=e,f=e+this.k;o<f;o++){let i=4*o;if(s[i]===n&&s[i+
1]===r&&bt(s[i+3])!==0)return o}return-1}lookup(e,n,r){this.counts[_o]++;let s=this.find(e,n,r);if(s<0)return-1;let o=this.
slots,f=4*s;this.policyIndex===Nr&&(o[f+3]=o[f+3]&65535|this.tableAge<<16);let i=o[f+2],l=o[f+3];return this.score=i<<16>>
16,this.move=i>>>16,this.depth=It(l),this.bound=bt(l),this.age=nn(l),this.counts[Eo]++,s}classify(e,n){let r=this.counts;
return e>=0&&this.ids[e]===n?(r[ko]++,"hit"):e>=0?(r[xo]++,"type1"):this.idState[n]===Ur?(r[Uo]++,"type2"):(r[So]++,"mis\
s")}vacate(e,n){let r=this.slots,s=4*e;bt(r[s+3])!==0&&(this.ids&&this.ids[e]!==n&&(this.idState[this.ids[e]]=Ur,this.counts[No]++),
r[s+3]&=-65281)}put(e,n,r,s,o,f,i,l){this.ids&&(this.vacate(e,s),this.ids[e]=s,this.idState[s]=yo);let c=this.slots,a=4*
e;c[a]=n,c[a+1]=r,c[a+2]=f&65535|l<<16,c[a+3]=o&255|i<<8|this.tableAge<<16}place(e,n,r,s,o,f,i,l){this.counts[Ao]++;let c=this.
slots;switch(this.policyIndex){case mo:this.put(e,n,r,s,o,f,i,l);return;case wo:{let a=c[4*e+3];bt(a)===0||o>=It(a)?this.
put(e,n,r,s,o,f,i,l):this.counts[To]++;return}case go:this.twoTier(e,n,r,s,o,f,i,l);return;default:this.agingBucket(e,n,
r,s,o,f,i,l)}}twoTier(e,n,r,s,o,f,i,l){let c=this.slots,a=e,u=e+1,p=4*a,y=c[p+3],d=bt(y)!==0;if(d&&o<It(y)){this.put(u,n,
r,s,o,f,i,l);return}let b=4*u;bt(c[b+3])!==0&&c[b]===n&&c[b+1]===r&&this.vacate(u,s),d&&(c[p]!==n||c[p+1]!==r)&&this.moveDown(
a,u),this.put(a,n,r,s,o,f,i,l)}moveDown(e,n){let r=this.ids?this.ids[e]:0;this.vacate(n,r);let s=this.slots,o=4*n,f=4*e;
s[o]=s[f],s[o+1]=s[f+1],s[o+2]=s[f+2],s[o+3]=s[f+3],this.ids&&(this.ids[n]=r),s[f+3]&=-65281}agingBucket(e,n,r,s,o,f,i,l){
let c=this.find(e,n,r);if(c>=0){this.put(c,n,r,s,o,f,i,l);return}let a=this.slots,u=this.tableAge,p=e;for(let y=e;y<e+this.
k;y++){let d=a[4*y+3];if(bt(d)===0){p=y;break}let b=a[4*p+3],m=nn(d)!==u,w=nn(b)!==u;(m!==w?m:It(d)<It(b))&&(p=y)}this.put(
p,n,r,s,o,f,i,l)}clear(){this.slots.fill(0),this.idState&&this.idState.fill(po),this.tableAge=0,this.resetCounters()}newSearch(){
this.tableAge=this.tableAge+1&255}};var ge=class extends we{get config(){return be(this.n,this.m,this.policyIndex,this.k,this.idCount)}get counters(){return Object.
fromEntries(me.map((e,n)=>[e,this.counts[n]]))}storeChecked(e,n,r,s,o,f,i,l,c){if(this.ids)throw D("TT_NEEDS_ID",c);if(i<
1||i>3)throw D("TT_BOUND",c);this.place(e,n,r,0,o,f,i,l)}probeIdChecked(e,n,r,s,o){return this.instrumented(s,o),this.classify(
this.lookup(e,n,r),s)}storeIdChecked(e,n,r,s,o,f,i,l,c){if(this.instrumented(s,c),i<1||i>3)throw D("TT_BOUND",c);this.place(
e,n,r,s,o,f,i,l)}instrumented(e,n){if(!this.ids)throw D("TT_NOT_INSTRUMENTED",n);if(e>=this.idCount)throw D("TT_ID_RANGE",
n)}entry(){return{depth:this.depth,score:this.score,bound:this.bound,move:this.move,age:this.age}}},Ct=class extends ge{static name="\
Paired32Table";#t;#n;#e;#r;constructor(e=void 0){let n=Pt(e,"new Paired32Table(options)");super(n,"new Paired32Table(opt\
ions)");let{n:r,m:s}=this;this.#t=r===32?-1:(1<<r)-1,this.#n=r,this.#e=s>=32?-1:(1<<s)-1,this.#r=s<=32?0:s===64?-1:(1<<s-
32)-1}#s=0;#o=0;#i(e,n){let r=this.#n,s,o;return r===0?(s=n,o=e):r===32?(s=e,o=0):(s=n>>>r|e<<32-r,o=e>>>r),this.#s=s&this.#e,
this.#o=o&this.#r,((n&this.#t)>>>0)*this.k}probe32(e,n){return Z(e,n,"probe32(hi, lo)"),this.lookup(this.#i(e,n),this.#s,
this.#o)>=0}get32(e,n){return this.probe32(e,n)?this.entry():null}store32(e,n,r,s,o,f=0){let i="store32(hi, lo, ...)";Z(
e,n,i),V(r,s,o,f,i),this.storeChecked(this.#i(e,n),this.#s,this.#o,0,r,s,o,f,i)}probeId32(e,n,r){let s="probeId32(hi, lo\
, id)";return Z(e,n,s),J(r,s),this.probeIdChecked(this.#i(e,n),this.#s,this.#o,r,s)}storeId32(e,n,r,s,o,f,i=0){let l="st\
oreId32(hi, lo, id, ...)";Z(e,n,l),J(r,l),V(s,o,f,i,l),this.storeIdChecked(this.#i(e,n),this.#s,this.#o,r,s,o,f,i,l)}},Kt=class extends ge{static name="\
BigIntTable";#t;#n;#e;#r;constructor(e=void 0){let n=Pt(e,"new BigIntTable(options)");super(n,"new BigIntTable(options)"),
this.#t=(1n<<BigInt(this.n))-1n,this.#n=BigInt(this.n),this.#e=(1n<<BigInt(this.m))-1n,this.#r=this.m>32}#s=0;#o=0;#i(e){
let n=e>>this.#n&this.#e;return this.#s=Number(n&0xffffffffn)|0,this.#o=this.#r?Number(n>>32n)|0:0,Number(e&this.#t)*this.
k}probe(e){return X(e,"probe(key)"),this.lookup(this.#i(e),this.#s,this.#o)>=0}get(e){return this.probe(e)?this.entry():
null}store(e,n,r,s,o=0){let f="store(key, ...)";X(e,f),V(n,r,s,o,f),this.storeChecked(this.#i(e),this.#s,this.#o,0,n,r,s,
o,f)}probeId(e,n){let r="probeId(key, id)";return X(e,r),J(n,r),this.probeIdChecked(this.#i(e),this.#s,this.#o,n,r)}storeId(e,n,r,s,o,f=0){
let i="storeId(key, id, ...)";X(e,i),J(n,i),V(r,s,o,f,i),this.storeIdChecked(this.#i(e),this.#s,this.#o,n,r,s,o,f,i)}};Object.
assign(Ct,yt);Object.assign(Kt,yt);function Mr(t,e){return xr(t,e)}function Or(t){let e=new Gt(t,Ft),n={count:0};return Object.freeze({...En(e),...Dn(e),...Gn(e,n),...Le(e),...fr(e,n),...yr(
e,n),...Ar(e,n),...qe(e,n),...Mr(e,n),stats:Hn(e,n)})}var{init:Ya,initSync:Da}=yn(Or,{moduleUrl:()=>new URL("./zobrist-all.wasm",import.meta.url),all:!0});export{kt as Additive48,jt as Additive48Hash,At as BigInt64,Dt as BigInt64Hash,Kt as BigIntTable,ae as CENSUS_HASHES,nt as FeatureHash,
fe as KNOWN_DISTINCT,Tt as Paired32,Wt as Paired32Hash,Ct as Paired32Table,G as START_FEN,tt as Scheme,yt as TT_BOUND,Ve as UTTT_CENSUS_HASHES,
et as UTTT_FEATURES,xt as UTTT_START,h as ZobristError,xs as featuresOfChessJs,as as halfmoveKey,Ya as init,Da as initSync,
fs as keyOfFeatures,v as layout,xe as polyglotKeys,_n as splitmix64,ke as splitmix64Table,F as toSeed};
//# sourceMappingURL=zobrist-all.js.map
