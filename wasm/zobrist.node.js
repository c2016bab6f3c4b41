// Bundled by esbuild from the sources in wasm/ (make); do not edit.
var At=Symbol.for("zobrist-wasm.ZobristError"),B=class extends Error{static name="ZobristError";constructor(A,e,i={}){super(
e),this.name="ZobristError",this.code=A,Object.assign(this,i)}get[At](){return!0}static[Symbol.hasInstance](A){return typeof A==
"object"&&A!==null&&A[At]===!0}};function K(t){return JSON.stringify(t.length>120?`${t.slice(0,100)}\u2026`:t)}function r(t){
return typeof t=="string"?K(t):t==null?String(t):typeof t=="bigint"?`${t}n`:typeof t=="object"?`an object (${Object.prototype.
toString.call(t).slice(8,-1)})`:typeof t=="symbol"?"a symbol":`${typeof t} ${String(t)}`}function Xt(t,A){if(typeof t!="\
string")throw new B("ARGUMENT_TYPE",`${A} must be a string, got ${r(t)}`,{input:t})}function N(t,A,e,i){if(typeof t!="nu\
mber"||!Number.isInteger(t))throw new B("ARGUMENT_TYPE",`${A} must be an integer, got ${r(t)}`,{input:t});if(t<e||t>i)throw new B(
"ARGUMENT",`${A} must be from ${e} to ${i}, got ${t}`,{input:t})}function U(t,A,e){if(t===void 0)return{};if(t===null||typeof t!=
"object"||Array.isArray(t))throw new B("ARGUMENT_TYPE",`${A} must be an object, got ${Array.isArray(t)?"an array":r(t)}`,
{input:t});for(let o of Object.keys(t))if(!e.includes(o))throw new B("ARGUMENT",`${A}: unknown option ${r(o)} (${e.join(
", ")})`,{input:o});let i=Object.getPrototypeOf(t);return i===Object.prototype||i===null?t:{...t}}function b(t,A,e){if(Xt(
t,A),t.length>e)throw new B("ARGUMENT",`${A} is ${t.length} characters long; at most ${e} make sense`,{input:t})}var tt=null;function et(t){return tt?tt(t):0}var j={env:{emscripten_notify_memory_growth(){},zbw_audit_progress:et}},zt=()=>typeof document=="object"||typeof WorkerGlobalScope==
"function";function Vt(t,A,e){if(!(t instanceof TypeError)||!zt())return t;let i=e.bytes?"; or call init() with no argum\
ent: this entry has the module built in and fetches nothing":e.all?"":"; or import 'zobrist-wasm/inline', which has the \
module built in and fetches nothing";return new B("WASM_LOAD",`cannot load the WebAssembly module: fetching ${A?A.href:"\
it"} failed (${t.message}): blocked by the network or by a Content-Security-Policy connect-src that does not allow its U\
RL (connect-src, or default-src where there is no connect-src, must allow it, e.g. connect-src 'self'; the browser's con\
sole says which)${i}`,{cause:t})}async function rA(t,A,e,i=!1){let o;try{o=await t}catch(g){throw Vt(g,e,A)}if(typeof Response>
"u"||!(o instanceof Response))throw new Error(`expected a Response from the promise given to init(), got ${Object.prototype.
toString.call(o)}`);if(!o.ok){let g=`fetching ${o.url||"the module (a Response with no URL)"}: HTTP ${o.status}`;throw i&&
o.status===404?new B("WASM_LOAD",`cannot load the WebAssembly module: ${g}: it is not beside the bundle (esbuild and Rol\
lup do not emit files referenced by new URL(\u2026, import.meta.url)); ${gt(A,!0)}`):new Error(g)}return WebAssembly.instantiateStreaming&&
o.headers.get("content-type")==="application/wasm"?(await WebAssembly.instantiateStreaming(o,j)).instance:(await WebAssembly.
instantiate(await o.arrayBuffer(),j)).instance}function gt(t,A){let e=t.all?"zobrist-all.wasm":"zobrist.wasm",i=[A&&`cop\
y ${e} from node_modules/zobrist-wasm/wasm/ next to the bundle`,t.readFile?"pass its path or URL to init() (its bytes to\
 initSync())":"pass its URL to init(url)",!t.all&&"import 'zobrist-wasm/inline', which has the chess module built in"].filter(
Boolean),o=i.length>1?`${i.slice(0,-1).join(", ")}, or ${i.at(-1)}`:i[0];return t.all?`${o}; zobrist-wasm/all has no inl\
ine build ('zobrist-wasm/inline' has chess and KeySpace only: no PGN, books, census, UTTT, Go or transposition tables)`:
o}function ot(t){let A;try{A=t.moduleUrl?.()}catch{}if(!(A instanceof URL))throw new B("WASM_LOAD",`cannot locate the We\
bAssembly module: this bundle has no import.meta.url (an IIFE or CommonJS bundle?); ${gt(t,!1)}`);return A}var It="zobrist-wasm/inline has its module built in: call init() or initSync() with no argument, or pass the module's by\
tes";function vt(t,A){if(t instanceof URL)return t;if(A.fileUrl)return A.fileUrl(t);if(URL.canParse?.(t)??/^[a-z][a-z0-9+.-]*:/i.
test(t))return new URL(t);let e=globalThis.location?.href;if(A.bytes&&!e)throw new B("WASM_LOAD",`cannot resolve ${r(t)}\
: no page or module URL to resolve it against; ${It}`);try{return new URL(t,ot(A))}catch(i){if(e)return new URL(t,e);throw i}}
async function it(t){try{return await fetch(t)}catch(A){throw new B("WASM_LOAD",`cannot read ${t.href}: this is the pack\
age's browser build, and this runtime's fetch reads no files; Node gets its own build through the 'node' export conditio\
n (not under --conditions=browser); or pass the module's bytes`,{cause:A})}}async function nt(t,A){if(t===void 0){let e=A.
bytes??A.ownBytes;if(e)return NA(await e());let i=ot(A);return rA(i.protocol==="file:"?it(i):fetch(i),A,i,!0)}if(t instanceof
WebAssembly.Module)return new WebAssembly.Instance(t,j);if(t instanceof ArrayBuffer||ArrayBuffer.isView(t))return(await WebAssembly.
instantiate(t,j)).instance;if(typeof t=="string"||t instanceof URL){let e=vt(t,A);if(e.protocol!=="file:")return rA(fetch(
e),A,e);if(A.readFile)return(await WebAssembly.instantiate(await A.readFile(e),j)).instance;if(A.bytes)throw new B("WASM\
_LOAD",`cannot read ${e.href}: this entry reads no files; ${It}`);return rA(it(e),A,e)}if(typeof Response<"u"&&t instanceof
Response||typeof t?.then=="function")return rA(t,A);throw new B("ARGUMENT_TYPE",`init(source): source must be a URL, a R\
esponse, bytes or a WebAssembly.Module, got ${r(t)}`)}function NA(t){let A=t instanceof WebAssembly.Module?t:new WebAssembly.
Module(t);return new WebAssembly.Instance(A,j)}var jt=/Content.Security.Policy|\bCSP\b|unsafe-eval|code generation disallowed by embedder/i;function _t(t){let A=globalThis.
WebAssembly?.CompileError;return(A&&t instanceof A||t instanceof EvalError||t?.name==="CompileError"||t?.name==="EvalErr\
or")&&typeof t.message=="string"&&jt.test(t.message)}var $t="Add 'wasm-unsafe-eval' to script-src (to default-src if the\
re is no script-src), e.g. script-src 'self' 'wasm-unsafe-eval': it is the only relaxation the module needs; 'unsafe-eva\
l' is not needed. Without WebAssembly, the pure-JS schemes still give exact Polyglot keys: new Paired32(polyglotKeys()).\
setFromChessJs(chess)";function st(t){for(let A=t,e=0;A!==null&&typeof A=="object"&&e<4;A=A.cause,e++){if(A instanceof B&&
A.code==="WASM_CSP")return A;if(_t(A))return new B("WASM_CSP",`cannot compile the WebAssembly module: the page's Content\
-Security-Policy forbids it. ${$t}. (The browser said: ${A.message.trim()})`,{cause:A})}}var Ae=new Uint8Array([0,97,115,109,1,0,0,0,1,5,1,96,0,1,123,3,2,1,0,10,22,1,20,0,253,12,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,
11]);function Bt(t,A=globalThis.WebAssembly){if(!(A?.CompileError&&t instanceof A.CompileError||t?.name==="CompileError")||
typeof A?.validate!="function")return;let i;try{i=A.validate(Ae)}catch{return}if(!i)return new B("WASM_LOAD",`cannot com\
pile the WebAssembly module: this runtime lacks WebAssembly SIMD, which the module uses (Chrome 91, Firefox 89, Safari 1\
6.4 and Node 16.4 have it). Without WebAssembly, the pure-JS schemes still give exact Polyglot keys: new Paired32(polygl\
otKeys()).setFromChessJs(chess). (The runtime said: ${String(t.message).trim()})`,{cause:t})}function Qt(t){return t instanceof B?t:st(t)??Bt(t)??new B("WASM_LOAD",`cannot load the WebAssembly module: ${t.message}`,
{cause:t})}function rt(t,A){async function e(g){let n;try{n=await nt(g,A)}catch(I){throw Qt(I)}return t(n)}let i=A.bytes??
A.ownBytesSync;function o(g){let n=g===void 0?i:void 0;if(!n&&!(g instanceof WebAssembly.Module||g instanceof ArrayBuffer||
ArrayBuffer.isView(g)))throw new B("ARGUMENT_TYPE",`initSync(source): source must be the module's bytes or a WebAssembly\
.Module, got ${r(g)}`+(g===void 0?` (this is the package's browser build, which fetches its module: pass ${A.all?"zobris\
t-all.wasm's":"the module's"} bytes, or use await init(); in a browser only 'zobrist-wasm/inline' takes none, its module\
 built in${A.all?", with chess and KeySpace only":""}; in Node every entry does)`:""));let I;try{I=NA(n?n():g)}catch(s){
throw Qt(s)}return t(I)}return{init:e,initSync:o}}var te=new TextEncoder,ee=null,Ct=t=>(ee??=new TextDecoder).decode(t),Et=20;function ie(t,A){let e=o=>{throw o instanceof
WebAssembly.RuntimeError?(A.broken=o,at(o)):o},i=()=>{if(A.broken)throw at(A.broken)};switch(t.length){case 0:return()=>{
i();try{return t()}catch(o){return e(o)}};case 1:return o=>{i();try{return t(o)}catch(g){return e(g)}};case 2:return(o,g)=>{
i();try{return t(o,g)}catch(n){return e(n)}};case 3:return(o,g,n)=>{i();try{return t(o,g,n)}catch(I){return e(I)}};case 4:
return(o,g,n,I)=>{i();try{return t(o,g,n,I)}catch(s){return e(s)}};default:return(...o)=>{i();try{return t(...o)}catch(g){
return e(g)}}}}function ge(t,A){return Object.create(new Proxy({},{get(e,i,o){let g=t[i];if(g===void 0)return;let n=typeof g==
"function"?ie(g,A):g;return Object.defineProperty(o,i,{value:n,enumerable:!0}),n}}))}function at(t){return new B("WASM_T\
RAP",`the WebAssembly module trapped (${t.message}); this instance can no longer be used: call init() again`,{cause:t})}
var oe=2**31,ht=16<<20;function KA(t,A,e){for(let i=0;i<e.length;i++){let o=e.charCodeAt(i);t[A+i]=o<128?o:128}}var CA=class{constructor(A,e){
this.core=A,this.size=0,this.ptr=0,this.initial=e,this.need(e)}need(A){if(A>this.size&&(this.ptr&&this.core.x.zbw_free(this.
ptr),this.size=Math.max(A,this.size*2),this.ptr=this.core.alloc(this.size),!this.ptr))throw this.size=0,new B("NO_MEMORY",
`cannot allocate ${A} bytes of WebAssembly memory`);return this.ptr}trim(A){this.size<=A||(this.core.x.zbw_free(this.ptr),
this.ptr=0,this.size=0,this.need(this.initial))}},Ie=1,ct=2;function ne(t,A){if(typeof t.zbw_module_kind!="function")throw new B(
"WASM_LOAD","this WebAssembly module is not one of zobrist-wasm's (it has no zbw_module_kind export): pass the package's\
 zobrist.wasm, or its zobrist-all.wasm to zobrist-wasm/all");if(A===ct&&t.zbw_module_kind()!==ct)throw new B("WASM_LOAD",
"zobrist-wasm/all needs zobrist-all.wasm; this module is the main entry's zobrist.wasm (keys and chess only)")}var EA=class{constructor(A,e=Ie){
ne(A.exports,e),this.memory=A.exports.memory,this.broken=null,this.x=ge(A.exports,this),this.x._initialize(),this.chessErrors=
this.gameErrors(this.x.zbw_error_name,this.x.zbw_error_message),this.u8=new Uint8Array(this.memory.buffer),this.u32=new Uint32Array(
this.memory.buffer),this.u64s=new BigUint64Array(this.memory.buffer),this.input=new CA(this,1024),this.inputBytes=null,this.
output=new CA(this,4096)}bytes(){return this.u8.length===0&&(this.u8=new Uint8Array(this.memory.buffer)),this.u8}words(){
return this.u32.length===0&&(this.u32=new Uint32Array(this.memory.buffer)),this.u32}u64(){return this.u64s.length===0&&(this.
u64s=new BigUint64Array(this.memory.buffer)),this.u64s}trimRegions(){this.input.trim(ht),this.output.trim(ht),this.inputBytes=
null}alloc(A){return A<oe?this.x.zbw_alloc(A):0}writeInput(A){let e=A.length,i=this.input.need(e>Et?3*e:e);return e>Et&&
te.encodeInto(A,this.inputView(i,3*e)).written===e||KA(this.bytes(),i,A),e}inputView(A,e){let i=this.inputBytes;return(i===
null||i.length<e||i.byteOffset!==A)&&(i=this.inputBytes=this.bytes().subarray(A,A+this.input.size)),i}readString(A,e){return Ct(
this.bytes().subarray(A,A+e))}cString(A){let e=this.bytes(),i=A;for(;e[i];)i++;return Ct(e.subarray(A,i))}gameErrors(A,e,i=""){
let o=g=>i+this.cString(A(g));return{name:o,error:(g,n,I={})=>new B(o(g),`${n}: ${this.cString(e(g))} (${o(g)})`,I),textError:(g,n,I)=>{
let s=this.x.zbw_last_offset();return new B(o(g),`${I} ${K(n)}: ${this.cString(e(g))} (${o(g)} at character ${s+1})`,{input:n,
offset:s})}}}error(A,e,i={}){return this.chessErrors.error(A,e,i)}fenError(A,e,i="Invalid FEN"){let o=this.chessErrors.name(
A);return o==="NO_MEMORY"?new B(o,`out of WebAssembly memory while reading the FEN ${K(e)}`,{input:e}):this.chessErrors.
textError(A,e,i)}scratch(A=0){let e=this.x.zbw_scratch_position(A);if(!e)throw new B("NO_MEMORY","cannot allocate the sc\
ratch position");return e}};var se=1n<<64n;function HA(t){for(let A=0;A<t.length;A++){let e=t[A];if(typeof e!="bigint"||e<0n||e>=se)return!1}return!0}
function _(t,A=void 0){if(!(t instanceof BigUint64Array||Array.isArray(t)&&HA(t)))throw new B("ARGUMENT_TYPE",`a key tab\
le must be a BigUint64Array (or an array of unsigned 64-bit BigInts), got ${r(t)}`);if(A!==void 0&&t.length!==A)throw new B(
"ARGUMENT",`a key table here has ${A} keys, this one ${t.length}`);if(t.length===0)throw new B("ARGUMENT","a key table n\
eeds at least one key");return t}var Y=class{static name="FeatureHash";constructor(A){_(A),this.prepare(A),this.size=A.length,
this.present=new Uint8Array(A.length),this.count=0,this.resetKey()}#A(A,e){if(!Number.isInteger(A)||A<0||A>=this.size)throw new B(
typeof A=="number"?"ARGUMENT":"ARGUMENT_TYPE",`${e}: a feature must be an integer from 0 to ${this.size-1}, got ${r(A)}`,
{input:A});return A}has(A){return this.present[this.#A(A,"has(feature)")]===1}add(A){let e=this.#A(A,"add(feature)");if(this.
present[e])throw new B("ARGUMENT",`add(${e}): feature ${e} is present already`,{input:e});return this.present[e]=1,this.
count++,this.insertKey(e),this}remove(A){let e=this.#A(A,"remove(feature)");if(!this.present[e])throw new B("ARGUMENT",`\
remove(${e}): feature ${e} is not present`,{input:e});return this.present[e]=0,this.count--,this.removeKey(e),this}toggle(A){
let e=this.#A(A,"toggle(feature)");return this.present[e]?this.remove(e):this.add(e)}clear(){return this.present.fill(0),
this.count=0,this.resetKey(),this}setFeatures(A){if(A===null||typeof A!="object"||typeof A[Symbol.iterator]!="function")
throw new B("ARGUMENT_TYPE",`setFeatures(features): features must be an array of feature indices, got ${r(A)}`);let e=Array.
from(A),i=new Set;for(let o of e){if(this.#A(o,"setFeatures(features)"),i.has(o))throw new B("ARGUMENT",`setFeatures(fea\
tures): feature ${o} is listed twice`,{input:o});i.add(o)}this.clear();for(let o of e)this.add(o);return this}features(){
let A=new Uint32Array(this.count);for(let e=0,i=0;i<this.count;e++)this.present[e]&&(A[i++]=e);return A}};var aA=t=>class extends t{get name(){return"BigInt64"}get bits(){return 64}prepare(A){this.keys=Array.from(A)}setKeyAt(A,e){
this.keys[A]=e}negateKeyAt(){}resetKey(){this.k=0n}insertKey(A){this.k^=this.keys[A]}removeKey(A){this.k^=this.keys[A]}get key(){
return this.k}get hi(){return Number(this.k>>32n)}get lo(){return Number(this.k&0xFFFFFFFFn)}get keyHex(){return this.k.
toString(16).padStart(16,"0")}};var hA=t=>class extends t{get name(){return"Paired32"}get bits(){return 64}prepare(A){this.hiKeys=new Int32Array(A.length),
this.loKeys=new Int32Array(A.length);for(let e=0;e<A.length;e++)this.setKeyAt(e,A[e])}setKeyAt(A,e){this.hiKeys[A]=Number(
BigInt.asIntN(32,e>>32n)),this.loKeys[A]=Number(BigInt.asIntN(32,e))}negateKeyAt(){}resetKey(){this.h=0,this.l=0}insertKey(A){
this.h^=this.hiKeys[A],this.l^=this.loKeys[A]}removeKey(A){this.h^=this.hiKeys[A],this.l^=this.loKeys[A]}get hi(){return this.
h>>>0}get lo(){return this.l>>>0}get key(){return BigInt(this.h>>>0)<<32n|BigInt(this.l>>>0)}get keyHex(){return(this.h>>>
0).toString(16).padStart(8,"0")+(this.l>>>0).toString(16).padStart(8,"0")}};var cA=t=>class extends t{get name(){return"Additive48"}get bits(){return 48}prepare(A){this.keys=new Float64Array(A.length);
for(let e=0;e<A.length;e++)this.setKeyAt(e,A[e])}setKeyAt(A,e){this.keys[A]=Number(e>>16n)}negateKeyAt(A){this.keys[A]=(281474976710656-
this.keys[A])%281474976710656}resetKey(){this.k=0}insertKey(A){this.k+=this.keys[A],this.k>=281474976710656&&(this.k-=281474976710656)}removeKey(A){
this.k-=this.keys[A],this.k<0&&(this.k+=281474976710656)}get key(){return this.k}get keyHex(){return this.k.toString(16).
padStart(12,"0")}};var fA=class extends aA(Y){static name="BigInt64Hash"},lA=class extends hA(Y){static name="Paired32Hash"},DA=class extends cA(
Y){static name="Additive48Hash"},yA={bigint64:fA,paired32:lA,additive48:DA};var JA=(1n<<64n)-1n;function T(t,A="a seed"){if(typeof t=="bigint")return BigInt.asUintN(64,t);if(typeof t=="number"&&Number.
isSafeInteger(t)&&t>=0)return BigInt(t);throw new B("ARGUMENT_TYPE",`${typeof A=="string"?A:"a seed"} must be a non-nega\
tive safe integer or a BigInt (taken modulo 2^64), got ${r(t)}`,{input:t})}function ft(t){return Be(T(t,"splitmix64(seed\
): seed"))}function*Be(t){let A=t;for(;;){A=A+0x9E3779B97F4A7C15n&JA;let e=A;e=(e^e>>30n)*0xBF58476D1CE4E5B9n&JA,e=(e^e>>
27n)*0x94D049BB133111EBn&JA,yield e^e>>31n}}function LA(t,A=781){N(A,"splitmix64Table(seed, count): count",0,1<<24);let e=new BigUint64Array(
A),i=ft(t);for(let o=0;o<A;o++)e[o]=i.next().value;return e}var YA=1<<24,Qe=(1n<<64n)-1n,re=Symbol.dispose??Symbol.for("Symbol.dispose");function lt(t){let A=t.x,e=new FinalizationRegistry(
o=>{t.broken||A.zbw_free(o)});class i{static name="KeySpace";#A;#e;constructor(g,n=void 0){let{seed:I}=U(n,"new KeySpace\
(size, options): options",["seed"]),s;if(typeof g=="number")N(g,"new KeySpace(size): size",1,YA),s=new BigUint64Array(g),
this.#A=this.#t(s.length),A.zbw_keys_fill(T(I??0,"new KeySpace(size, { seed }): seed"),this.#A,s.length),s.set(new BigUint64Array(
t.memory.buffer,this.#A,s.length));else{if(I!==void 0)throw new B("ARGUMENT","new KeySpace(table, { seed }): a seed is f\
or generated keys, not a given table");if(_(g),g.length>YA)throw new B("ARGUMENT",`new KeySpace(table): at most ${YA} ke\
ys`);s=BigUint64Array.from(g),this.#A=this.#t(s.length),new BigUint64Array(t.memory.buffer,this.#A,s.length).set(s)}this.#e=
s,e.register(this,this.#A,this)}#t(g){let n=A.zbw_alloc(8*g);if(!n)throw new B("NO_MEMORY",`cannot allocate ${g} keys`);
return n}#i(g){if(!this.#A)throw new B("KEY_SPACE_FREED",`${g}: this KeySpace was freed (free() or dispose) and cannot b\
e used`);return this.#A}get size(){return this.#e.length}get freed(){return this.#A===0}get table(){return this.#i("tabl\
e"),this.#e.slice()}keyAt(g){return this.#i("keyAt(feature)"),this.#e[this.#g(g,"keyAt(feature)")]}#g(g,n){if(!Number.isInteger(
g)||g<0||g>=this.#e.length)throw new B(typeof g=="number"?"ARGUMENT":"ARGUMENT_TYPE",`${n}: a feature must be an integer\
 from 0 to ${this.#e.length-1}, got ${r(g)}`,{input:g});return g}#o(g,n){if(g===null||typeof g!="object"||typeof g[Symbol.
iterator]!="function")throw new B("ARGUMENT_TYPE",`${n}: features must be an array of feature indices, got ${r(g)}`);let I=Array.
isArray(g)||ArrayBuffer.isView(g)?g:Array.from(g),s=I.length,Q=new Uint32Array(s);for(let l=0;l<s;l++)Q[l]=this.#g(I[l],
n);let C=t.output.need(4*Math.max(s,1));return new Uint32Array(t.memory.buffer,C,s).set(Q),[C,s]}keyOf(g){let n=this.#i(
"keyOf(features)"),[I,s]=this.#o(g,"keyOf(features)");return BigInt.asUintN(64,A.zbw_hash_features(n,I,s))}halvesOf(g){let n=this.
keyOf(g);return{hi:Number(n>>32n),lo:Number(n&0xFFFFFFFFn)}}add48Of(g){let n=this.#i("add48Of(features)"),[I,s]=this.#o(
g,"add48Of(features)");return A.zbw_hash_features_add48(n,I,s)}toggle(g,n){if(this.#i("toggle(key, feature)"),typeof g!=
"bigint")throw new B("ARGUMENT_TYPE",`toggle(key, feature): key must be a BigInt, got ${r(g)}`);return(g^this.#e[this.#g(
n,"toggle(key, feature)")])&Qe}hash(g="bigint64"){this.#i("hash(name)");let n=typeof g=="string"?g.toLowerCase():null,I=n!==
null&&Object.prototype.hasOwnProperty.call(yA,n)?yA[n]:void 0;if(!I)throw new B(typeof g=="string"?"ARGUMENT":"ARGUMENT_\
TYPE",`hash(name): name must be one of ${Object.keys(yA).join(", ")}, got ${r(g)}`);return new I(this.#e)}free(){this.#A&&
(e.unregister(this),t.broken||A.zbw_free(this.#A),this.#A=0)}}return i.prototype[re]=i.prototype.free,{KeySpace:i}}function wA(t){let A=globalThis.Buffer;if(typeof A=="function"&&typeof A.from=="function")return Ce(A,t);if(typeof Uint8Array.
fromBase64=="function")return Uint8Array.fromBase64(t);let e=atob(t),i=new Uint8Array(e.length);for(let o=0;o<e.length;o++)
i[o]=e.charCodeAt(o);return i}function Ce(t,A){let e=t.prototype?.base64Write;if(typeof e=="function"){let o=new Uint8Array(
(A.length>>2)*3+3),g=-1;try{g=e.call(o,A,0,o.length)}catch{}if(Number.isInteger(g)&&g>=0&&g<=o.length)return o.subarray(
0,g)}let i=t.from(A,"base64");return new Uint8Array(i.buffer,i.byteOffset,i.length)}var Ee=`
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
`,ae=781,uA;function IA(){if(uA===void 0){uA=new BigUint64Array(ae);let t=new Uint8Array(uA.buffer);if(t.set(wA(Ee)),new Uint8Array(
new Uint16Array([1]).buffer)[0]===0)for(let A=0;A<t.length;A+=8)t.subarray(A,A+8).reverse()}return uA.slice()}var O=781,z=768,kA=772,nA=780,X=(1n<<64n)-1n,OA=["pseudo","legal","literal"],sA=["polyglot","stockfish","chessjs"],TA=(t,A)=>(t<<
A|t>>64n-A)&X;function*he(t){let A=t;for(;;)A^=A>>12n,A^=A<<25n&X,A^=A>>27n,yield A*2685821657736338717n&X}function*ce(t,A){
for(;;){let e=TA(t*5n&X,7n)*9n&X;A^=t,t=TA(t,24n)^A^A<<16n&X,A=TA(A,37n),yield e}}var x=t=>t.next().value;function fe(){
let t=he(1070372n),A=new BigUint64Array(O),e=new BigUint64Array(16);for(let i of[1,0])for(let o=0;o<6;o++)for(let g=0;g<
64;g++)A[64*(2*o+i)+g]=x(t);for(let i=0;i<8;i++)A[kA+i]=x(t);for(let i=0;i<16;i++)e[i]=x(t);return A[nA]=x(t),{table:A,castling:e}}
function le(){let t=ce(0x31c4b365b102e01en,0xa187eb39cdcaed8fn),A=new BigUint64Array(O),e=new BigUint64Array(16);for(let i of[
1,0])for(let o=0;o<6;o++)for(let g=0;g<128;g++){let n=x(t);g&136||(A[64*(2*o+i)+8*(7-(g>>4))+(g&7)]=n)}for(let i=0;i<8;i++)
A[kA+i]=x(t);for(let i=0;i<16;i++)e[i]=x(t);return A[nA]=x(t),{table:A,castling:e}}function pA(t,A,e,i,o,g){let n=new BigUint64Array(
A),I=new BigUint64Array(16);for(let Q=0;Q<16;Q++)if(e)I[Q]=e[Q];else for(let C=0;C<4;C++)Q&1<<C&&(I[Q]^=n[z+C]);if(e)for(let Q=0;Q<
4;Q++)n[z+Q]=I[1<<Q];let s={name:t,get table(){return n.slice()},get castling(){return I.slice()},castlingKeys:e?16:4,ep:i,
turn:o,halfmoveBuckets:g};return Object.defineProperty(s,yt,{value:!0}),wt.set(Object.freeze(s),{table:n,castling:I}),we(
s)}var yt=Symbol.for("zobrist-wasm.Layout"),Dt=new WeakMap;function De(t){let A=Dt.get(t);if(A)return A;let{name:e,castlingKeys:i,
ep:o,turn:g,halfmoveBuckets:n}=t;if(sA.includes(e))A=xA(e);else{let I="layout(spec): another copy's Layout";if(!OA.includes(
o)||g!=="white"&&g!=="black"||typeof n!="boolean"||i!==4&&i!==16)throw new B("ARGUMENT",`${I} has fields this copy does \
not know (ep ${r(o)}, turn ${r(g)})`);let s=FA(t.table,O,`${I}'s table`);A=pA(e,s,i===16?FA(t.castling,16,`${I}'s castli\
ng`):null,o,g,n)}return Dt.set(t,A),A}var wt=new WeakMap,$=t=>wt.get(t),dA=new Map;function xA(t){let A=dA.get(t);if(!A){
if(t==="polyglot")A=pA(t,IA(),null,"pseudo","white",!1);else{let{table:e,castling:i}=t==="stockfish"?fe():le();A=pA(t,e,
i,"pseudo","black",t==="stockfish")}dA.set(t,A)}return A}function FA(t,A,e){if(!((t instanceof BigUint64Array||Array.isArray(
t)&&HA(t))&&t.length===A))throw new B("ARGUMENT_TYPE",`${e} must be ${A} keys (a BigUint64Array, or BigInts from 0 to 2^\
64 - 1), got ${r(t)}`);return t}function S(t="polyglot"){if(ue(t))return t;if(t?.[yt]===!0)return De(t);if(typeof t=="st\
ring")return ye(t);let A=U(t,"layout(spec): spec",["base","seed","table","castlingTable","castling","ep","turn"]),{base:e,
seed:i,table:o,castlingTable:g,castling:n,ep:I,turn:s}=A;if([e,i,o].filter(l=>l!==void 0).length>1)throw new B("ARGUMENT",
"layout(spec): give at most one of base, seed and table");let Q;if(o!==void 0)Q={table:FA(o,O,"layout({ table })"),castling16:null,
ep:"pseudo",turn:"white",halfmove:!1};else if(i!==void 0){let l=LA(T(i,"layout({ seed }): seed"),O+16);Q={table:l.subarray(
0,O),castling16:null,spare:l.subarray(O),ep:"pseudo",turn:"white",halfmove:!1}}else{let l=e===void 0?"polyglot":e;if(!sA.
includes(l))throw new B("ARGUMENT",`layout(spec): base must be one of ${sA.join(", ")}, got ${r(l)}`);let c=xA(l);if(g===
void 0&&n===void 0&&I===void 0&&s===void 0)return c;let D=$(c);Q={table:D.table,castling16:c.castlingKeys===16?D.castling:
null,ep:c.ep,turn:c.turn,halfmove:c.halfmoveBuckets}}let C=Q.castling16;if(g!==void 0){if(n!==void 0&&n!==16)throw new B(
"ARGUMENT",`layout(spec): a castlingTable is 16 keys: castling must be 16 or left out, got ${r(n)}`);C=FA(g,16,"layout({\
 castlingTable })")}else if(n===16&&!C){if(!Q.spare)throw new B("ARGUMENT","layout(spec): castling: 16 needs 16 castling\
 keys (castlingTable, or a seed)");C=Q.spare}else if(n===4){if(C)throw new B("ARGUMENT","layout(spec): castling: 4 on a \
16-key layout has no four keys to XOR")}else if(n!==void 0&&n!==16)throw new B("ARGUMENT",`layout(spec): castling must b\
e 4 or 16, got ${r(n)}`);if(I!==void 0&&!OA.includes(I))throw new B("ARGUMENT",`layout(spec): ep must be one of ${OA.join(
", ")}, got ${r(I)}`);if(s!==void 0&&s!=="white"&&s!=="black")throw new B("ARGUMENT",`layout(spec): turn must be 'white'\
 or 'black', got ${r(s)}`);return pA("custom",Q.table,C,I??Q.ep,s??Q.turn,Q.halfmove)}function ye(t){let[A,...e]=t.split(
",");if(sA.includes(A)&&e.length===0)return xA(A);let i={};if(sA.includes(A))i.base=A;else if(/^seed:\d+$/.test(A)&&BigInt(
A.slice(5))<1n<<64n)i.seed=BigInt(A.slice(5));else throw A.startsWith("seed:")?new B("ARGUMENT",`layout(${r(t)}): seed:S\
 needs a whole number from 0 to 2^64 - 1 in decimal digits, got ${r(A.slice(5))}`):new B("ARGUMENT",`layout(${r(t)}): un\
known layout ${r(A)} (polyglot, stockfish, chessjs, seed:S)`);for(let o of e){let g=/^(?:(castling)=(4|16)|(ep|turn)=(.*))$/.
exec(o);if(!g)throw new B("ARGUMENT",`layout(${r(t)}): unknown option ${r(o)} (castling=4|16, ep=pseudo|legal|literal, t\
urn=white|black)`);g[1]?i.castling=Number(g[2]):i[g[3]]=g[4]}return S(i)}var ut=new WeakSet;function we(t){return ut.add(
t),t}var ue=t=>ut.has(t),pt=t=>dA.get(t?.name)===t,dt=t=>dA.get("polyglot")===t,qA=70,ZA=t=>t<z?t&63:t<kA?64+t-z:t<nA?68:
69;function PA(t){let A=String.fromCharCode(97+(t&7),49+((t&63)>>3));return new B("ARGUMENT",t<z?`two pieces on ${A}`:`f\
eature ${t} conflicts with another`,{input:t})}function pe(t,A,e=0){if(t=S(t),A===null||typeof A!="object"||typeof A[Symbol.
iterator]!="function")throw new B("ARGUMENT_TYPE",`keyOfFeatures(layout, features): features must be an array (or iterab\
le) of feature indices, got ${r(A)}`,{input:A});N(e,"keyOfFeatures(layout, features, halfmove): halfmove",0,4294967295);
let{table:i,castling:o}=$(t),g=new Uint8Array(qA),n=0n,I=0,s=!1;for(let Q of A){if(!Number.isInteger(Q)||Q<0||Q>=O)throw new B(
"ARGUMENT",`keyOfFeatures: a feature must be an integer from 0 to 780, got ${r(Q)}`);if(g[ZA(Q)]++)throw PA(Q);Q>=z&&Q<kA?
I^=1<<Q-z:Q===nA?s=!s:n^=i[Q]}return n^=o[I],s===(t.turn==="white")&&(n^=i[nA]),n^UA(t,e)}function de(t,A){return t=S(t),
N(A,"halfmoveKey(layout, halfmove): halfmove",0,4294967295),UA(t,A)}var WA=t=>Math.floor((Math.min(t,65535)-14)/8);function UA(t,A){
return!t.halfmoveBuckets||A<14?0n:BigInt(WA(A))*6364136223846793005n+1442695040888963407n&X}var Fe={pseudo:0,legal:1,literal:2},AA=class{constructor(A){this.core=A,this.sets=new Map}acquire(A){if(dt(A))return 0;let e=this.
sets.get(A);return e||(e={ptr:this.#A(A),users:0,kept:pt(A)},this.sets.set(A,e)),e.users++,e.ptr}#A(A){let e=this.core.output.
need(6376),i=new BigUint64Array(this.core.memory.buffer,e,797),o=$(A);i.set(o.table),i.set(o.castling,781);let g=this.core.
x.zbw_keys_new_layout(e,A.castlingKeys===16?e+8*781:0,Fe[A.ep],A.turn==="white"?1:0,A.halfmoveBuckets?1:0);if(!g)throw new B(
"NO_MEMORY","cannot allocate a key set");return g}release(A){let e=this.sets.get(A);e&&--e.users===0&&!e.kept&&(this.core.
broken||this.core.x.zbw_keys_free(e.ptr),this.sets.delete(A))}with(A,e){let i=this.acquire(A);try{return e(i)}finally{this.
release(A)}}},V=Object.freeze(["layout","seed"]);function v(t,A){let{layout:e,seed:i}=t;if(e!==void 0&&i!==void 0)throw new B(
"ARGUMENT",`${A}: give layout or seed, not both`);return i!==void 0?S({seed:i}):S(e??"polyglot")}var M="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",Ft=128,ke=256*8,Ue=Symbol.dispose??Symbol.for("Symbol.d\
ispose"),H=1024,tA=64;function kt(t,A={count:0}){let e=t.x,i=new AA(t),o=new FinalizationRegistry(({ptr:n,layout:I})=>{t.
broken||e.zbw_position_free(n),i.release(I),A.count--});class g{static name="Position";#A;#e;static{t.positionPointer=I=>I!==
null&&typeof I=="object"&&#A in I?I.#t():0}constructor(I=M,s=void 0){b(I,"new Position(fen): fen",H),s=U(s,"new Position\
(fen, options): options",V);let Q=v(s,"new Position(fen, options)"),C=i.acquire(Q),l=e.zbw_position_new(C);if(!l)throw i.
release(Q),new B("NO_MEMORY","cannot allocate a position");if(this.#A=l,this.#e=Q,A.count++,o.register(this,{ptr:l,layout:Q},
this),I!==M)try{this.reset(I)}catch(c){throw this.free(),c}}reset(I=M){let s=this.#t();b(I,"reset(fen): fen",H);let Q=t.
writeInput(I),C=e.zbw_position_set_fen(s,t.input.ptr,Q);if(C)throw t.fenError(C,I);return this}#t(){if(this.#A===0)throw new B(
"POSITION_FREED","this Position was freed (free() or dispose) and cannot be used");return this.#A}play(I){let s=this.#t();
(typeof I!="string"||I.length>tA)&&b(I,"play(move): move",tA);let Q=t.writeInput(I),C=e.zbw_position_play(s,t.input.ptr,
Q);if(C)throw t.error(C,`Cannot play ${K(I)} in ${this.fen}`,{input:I,fen:this.fen});return this}playCode(I){let s=this.#t();
N(I,"playCode(code): code",0,65535);let Q=e.zbw_position_make_code(s,I);if(Q)throw t.error(Q,`Cannot play move code ${I}\
 in ${this.fen}`,{input:I,fen:this.fen});return this}undo(){let I=e.zbw_position_undo(this.#t());if(I)throw t.error(I,"C\
annot undo");return this}get key(){return BigInt.asUintN(64,e.zbw_position_key(this.#t()))}get layout(){return this.#t(),
this.#e}get keyHi(){return e.zbw_position_key_hi(this.#t())>>>0}get keyLo(){return e.zbw_position_key_lo(this.#t())>>>0}get keyHex(){
return this.keyHi.toString(16).padStart(8,"0")+this.keyLo.toString(16).padStart(8,"0")}get fen(){let I=t.output.need(Ft);
return t.readString(I,e.zbw_position_fen(this.#t(),I))}get turn(){return e.zbw_position_side(this.#t())===1?"w":"b"}get inCheck(){
return e.zbw_position_in_check(this.#t())!==0}get ply(){return e.zbw_position_ply(this.#t())}get halfmoveClock(){return e.
zbw_position_halfmove(this.#t())}get fullmoveNumber(){return e.zbw_position_fullmove(this.#t())}legalMoves(I=void 0){let{
san:s=!1}=U(I,"legalMoves(options): options",["san"]);if(typeof s!="boolean")throw new B("ARGUMENT_TYPE",`legalMoves({ s\
an }): san must be true or false, got ${r(s)}`);let Q=t.output.need(ke),C=t.readString(Q,e.zbw_position_legal_text(this.#t(),
s?1:0,Q));return C===""?[]:C.split(" ")}legalMoveCodes(){let I=t.output.need(512),s=e.zbw_position_legal_moves(this.#t(),
I);return new Uint16Array(t.memory.buffer,I,s).slice()}toSan(I){let s=this.#t();b(I,"toSan(move): move",tA);let Q=t.writeInput(
I),C=e.zbw_position_parse_move(s,t.input.ptr,Q);if(C<0)throw t.error(-C,`Cannot read ${K(I)} in ${this.fen}`,{input:I,fen:this.
fen});let l=t.output.need(16);return t.readString(l,e.zbw_move_san(s,C,l))}isRepetition(){return e.zbw_position_repetitions(
this.#t())>=2}repetitions(){return e.zbw_position_repetitions(this.#t())}perft(I){let s=this.#t();return N(I,"perft(dept\
h): depth",0,20),e.zbw_position_perft(s,I)}features(){let I=t.output.need(160),s=e.zbw_position_features(this.#t(),I);return new Uint32Array(
t.memory.buffer,I,s).slice()}get freed(){return this.#A===0}free(){this.#A!==0&&(o.unregister(this),t.broken||e.zbw_position_free(
this.#A),i.release(this.#e),this.#A=0,A.count--)}[Ue](){this.free()}}return g.START_FEN=M,{Position:g,live:A,keySets:i}}var XA=256,Ge=new TextEncoder;function Ut(t,A,e){if(A.length<=XA)return t.writeInput(A.join(""));let i=(t.input.need(e),
t.bytes()),o=t.input.ptr;for(let g=0;g<A.length;g+=XA){let n=Math.min(g+XA,A.length),I=A.slice(g,n).join(""),{read:s,written:Q}=Ge.
encodeInto(I,i.subarray(o,o+I.length));(s!==I.length||Q!==I.length)&&KA(i,o,I),o+=I.length}return e}var GA=781,Se=1<<20,zA=new Uint8Array(128);for(let t of'{}()[];%$*"')zA[t.charCodeAt(0)]=1;for(let t=48;t<=57;t++)zA[t]=
2;var Me=new Set(["1-0","0-1","1/2-1/2"]);function me(t){let A=0;for(let e=0;e<t.length;e++){let i=t.charCodeAt(e);if(i<=
32||i>=127){if(/\s/.test(t))return!1;continue}let o=zA[i];if(o===1)return!1;o===2&&A===e&&A++}return t.length===0?!1:A===
0?!0:A===t.length?t==="0000":t.charCodeAt(A)!==46&&!Me.has(t)}function Gt(t,A=new AA(t)){let e=t.x,i=(a,E,h)=>a===void 0?
h(0):A.with(v(U(a,`${E}: options`,V),E),h);function o(a,E=void 0){return b(a,"keyOfFen(fen): fen",H),E===void 0?g(0,a):i(
E,"keyOfFen(fen, options)",h=>g(h,a))}function g(a,E){let h=t.writeInput(E),f=t.output.need(8),u=e.zbw_key_of_fen(a,t.input.
ptr,h,f);if(u)throw t.fenError(u,E);return t.u64()[f>>3]}let n=new Uint16Array(256);function I(a,E=void 0){if(!Array.isArray(
a))throw new B("ARGUMENT_TYPE",`keysOfFens(fens): fens must be an array of strings, got ${r(a)}`);let h=a.slice(),f=h.length;
n.length<f&&(n=new Uint16Array(Math.max(f,2*n.length)));let u=0;for(let y=0;y<f;y++){let d=h[y];(typeof d!="string"||d.length>
H)&&b(d,`keysOfFens(fens): fens[${y}]`,H),n[y]=d.length,u+=d.length}if(u>Se)try{return s(h,f,u,E)}finally{t.trimRegions()}
return s(h,f,u,E)}function s(a,E,h,f){return i(f,"keysOfFens(fens, options)",u=>{Ut(t,a,h);let y=t.output.need(10*E);new Uint16Array(
t.bytes().buffer,y+8*E,E).set(n.subarray(0,E));let d=e.zbw_keys_of_fens(u,t.input.ptr,y+8*E,y,E);if(d){let p=e.zbw_last_index(),
k=t.fenError(d,a[p],`Invalid FEN at index ${p}`);throw k.index=p,k}return new BigUint64Array(t.bytes().buffer,y,E).slice()})}
function Q(a,E=void 0){let h=U(E,"replay(moves, options): options",["fen",...V]),{fen:f}=h,u=v(h,"replay(moves, options)"),
y;if(Array.isArray(a)){a=a.slice();for(let p=0;p<a.length;p++){let k=a[p];if((typeof k!="string"||k.length>tA)&&b(k,`rep\
lay(moves): moves[${p}]`,tA),!me(k))throw new B("ARGUMENT",`replay(moves): moves[${p}] must be one move (SAN, UCI or a n\
ull move; no move number, result, comment or variation), got ${r(k)}`,{index:p,input:k})}try{y=a.join(" ")}catch(p){throw p instanceof
RangeError?new B("ARGUMENT",`replay(moves): ${a.length} moves are more text than one string can hold; replay them in par\
ts (replay(moves, { fen }))`):p}}else if(typeof a=="string")y=a;else throw new B("ARGUMENT_TYPE",`replay(moves): moves m\
ust be an array of strings or PGN movetext, got ${r(a)}`);f!==void 0&&b(f,"replay(moves, { fen }): fen",H);let d=f??M;try{
return A.with(u,p=>C(p,y,d))}finally{t.trimRegions()}}function C(a,E,h){let f=t.scratch(a),u=t.writeInput(h),y=e.zbw_position_set_fen(
f,t.input.ptr,u);if(y)throw t.fenError(y,h);let d=t.writeInput(E),p=(d>>1)+2,k=t.output.need(8*p),w=e.zbw_replay(a,t.input.
ptr,d,k,p);if(w){let F=e.zbw_last_plies()+1,m=t.output.need(128),_A=t.readString(m,e.zbw_position_fen(f,m)),RA=e.zbw_last_offset(),
$A=E.slice(RA,RA+e.zbw_last_length());throw t.error(w,`Cannot play ${K($A)} at ply ${F} in ${_A}`,{input:$A,ply:F,fen:_A,
offset:RA})}return new BigUint64Array(t.memory.buffer,k,e.zbw_last_plies()+1).slice()}function l(a,E=void 0){return b(a,
"featuresOfFen(fen): fen",H),i(E,"featuresOfFen(fen, options)",h=>{let f=t.scratch(h),u=t.writeInput(a),y=e.zbw_position_set_fen(
f,t.input.ptr,u);if(y)throw t.fenError(y,a);let d=t.output.need(160),p=e.zbw_position_features(f,d);return new Uint32Array(
t.memory.buffer,d,p).slice()})}function c(){return new BigUint64Array(t.memory.buffer,e.zbw_polyglot_table(),GA).slice()}
function D(a){let E=t.output.need(8*GA);return e.zbw_keys_fill(T(a,"seededTable(seed): seed"),E,GA),new BigUint64Array(t.
memory.buffer,E,GA).slice()}return{keyOfFen:o,keysOfFens:I,replay:Q,featuresOfFen:l,polyglotTable:c,seededTable:D}}var be=[[1,2],[2,1],[2,-1],[1,-2],[-1,-2],[-2,-1],[-2,1],[-1,2]],Re=[[1,0],[1,1],[0,1],[-1,1],[-1,0],[-1,-1],[0,-1],[1,-1]],
Ne=[[1,0],[-1,0],[0,1],[0,-1]],Ke=[[1,1],[1,-1],[-1,1],[-1,-1]];function SA(t,A,e,i,o){let g=(A&7)+e,n=(A>>3)+i;return g>=
0&&g<8&&n>=0&&n<8&&t[8*n+g]===o}function St(t,A,e,i,o){for(let[g,n]of e)for(let I=(A&7)+g,s=(A>>3)+n;I>=0&&I<8&&s>=0&&s<
8;I+=g,s+=n){let Q=t[8*s+I];if(Q!==-1){if(Q===i||Q===o)return!0;break}}return!1}function He(t,A,e){let i=e?1:0,o=n=>2*n+
i,g=e?-1:1;if(SA(t,A,-1,g,o(0))||SA(t,A,1,g,o(0)))return!0;for(let[n,I]of be)if(SA(t,A,n,I,o(1)))return!0;for(let[n,I]of Re)
if(SA(t,A,n,I,o(5)))return!0;return St(t,A,Ne,o(3),o(4))||St(t,A,Ke,o(2),o(4))}function MA(t,A,e){let i=e?1:0,o=e?11:10,
g=e?A-8:A+8,n=g&7,I=t.indexOf(o);for(let s of[n>0?g-1:-1,n<7?g+1:-1]){if(s===-1||t[s]!==i)continue;if(I===-1)return!0;let Q=t[g],
C=t[A];t[s]=-1,t[g]=-1,t[A]=i;let l=!He(t,I,!e);if(t[s]=i,t[g]=Q,t[A]=C,l)return!0}return!1}var Je=768,Le=772,Ye=780,Te="pnbrqk",Mt=1,mt=0,bt=7,Rt=6,Nt=11,Kt=10,Oe=[[4,7,Nt,bt],[4,0,Nt,bt],[60,63,Kt,Rt],[60,56,Kt,
Rt]];function q(t,A,e){return new B("ARGUMENT_TYPE",`${t}: chess must be a chess.js 1.x Chess instance (with board(), tu\
rn(), getCastlingRights() and fen()), got ${A}`,{input:e})}function xe(t,A=void 0){let{layout:e}=U(A,"featuresOfChessJs(\
chess, options): options",["layout"]);return VA(t,S(e??"polyglot"),"featuresOfChessJs(chess)").features}function VA(t,A,e){
if(t===null||typeof t!="object"||typeof t.board!="function"||typeof t.turn!="function"||typeof t.getCastlingRights!="fun\
ction"||typeof t.fen!="function")throw q(e,r(t),t);let i=t.board();if(!Array.isArray(i)||i.length!==8)throw q(e,`a board\
() of ${r(i)}`,t);let o=new Int8Array(64).fill(-1),g=[];for(let c=0;c<8;c++){let D=i[c];if(!Array.isArray(D)||D.length!==
8)throw q(e,`a board() row of ${r(D)}`,t);for(let a=0;a<8;a++){let E=D[a];if(E==null)continue;let h=typeof E?.type=="str\
ing"&&E.type.length===1?Te.indexOf(E.type):-1;if(h<0||E.color!=="w"&&E.color!=="b")throw q(e,`a board() square holding ${r(
E?.type)} of color ${r(E?.color)}`,t);let f=8*(7-c)+a,u=2*h+(E.color==="w"?1:0);o[f]=u,g.push(64*u+f)}}let n=t.turn();if(n!==
"w"&&n!=="b")throw q(e,`a turn() of ${r(n)}`,t);let I=n==="w";for(let[c,D]of[["w",0],["b",2]]){let a=t.getCastlingRights(
c);if(a===null||typeof a!="object")throw q(e,`a getCastlingRights() of ${r(a)}`,t);[a.k,a.q].forEach((E,h)=>{let[f,u,y,d]=Oe[D+
h];E===!0&&o[f]===y&&o[u]===d&&g.push(Je+D+h)})}let s=t.fen({forceEnpassantSquare:!0}),Q=typeof s=="string"?s.split(/\s+/):
[],C=Q[3];if(C===void 0)throw q(e,`a fen() of ${r(s)}`,t);if(C==="-"&&A.ep==="literal"&&(C=qe(t)??"-"),C!=="-"){let c=C.
charCodeAt(0)-97,D=C.charCodeAt(1)-49;if(C.length!==2||c<0||c>7||D!==(I?5:2))throw q(e,`a fen() with the ep square ${r(C)}`,
t);let a=8*D+c,E=I?a-8:a+8,h=I?Mt:mt,f=I?mt:Mt,u=c>0&&o[E-1]===h||c<7&&o[E+1]===h;o[a]===-1&&o[E]===f&&(A.ep==="literal"||
u&&(A.ep==="pseudo"||MA(o,a,I)))&&g.push(Le+c)}I&&g.push(Ye);let l=/^\d+$/.test(Q[4]??"")?Math.min(Number(Q[4]),65535):0;
return{features:Uint32Array.from(g),halfmove:l}}function qe(t){if(typeof t.history!="function")return;let A=t.history({verbose:!0}),
e=Array.isArray(A)?A.at(-1):void 0;if(!(!e||typeof e.flags!="string"||!e.flags.includes("b")||typeof e.to!="string"))return e.
to[0]+(e.to[1]==="4"?"3":"6")}var QA=781,BA=768,J=772,Z=780,P=QA,bA=QA+16,Ze=bA+1,eA=2,mA="pPnNbBrRqQkK",Ht="pnbrqk",W=new Uint8Array(64).fill(15);W[4]=
12;W[7]=14;W[0]=13;W[60]=3;W[63]=11;W[56]=7;function vA(t,A){if(typeof t=="string"&&t.length===2){let e=t.charCodeAt(0)-
97,i=t.charCodeAt(1)-49;if(((e|i)&-8)===0)return 8*i+e}else if(typeof t=="number"&&Number.isInteger(t)&&t>=0&&t<64)return t;
throw new B("ARGUMENT",`${A} must be a square like "e4" or an index 0-63, got ${r(t)}`,{input:t})}function R(t){return String.
fromCharCode(97+(t&7),49+(t>>3))}function G(t,A){return new B("MOVE_MISMATCH",`applyMove({ from: ${r(t.from)}, to: ${r(t.
to)} }): ${A}`,{input:t})}var Pe=t=>_(t,QA);function We(t){let A=t.trim().split(/\s+/)[4];return A!==void 0&&/^\d+$/.test(
A)?Number(A):0}var L=class{static name="Scheme";#A;constructor(A,e=void 0){let{parseFen:i}=U(e,"new Scheme(layout, optio\
ns): options",["parseFen"]);if(i!==void 0&&typeof i!="function")throw new B("ARGUMENT_TYPE",`new Scheme(layout, { parseF\
en }): parseFen must be a function, got ${r(i)}`);if(A===void 0)throw new B("ARGUMENT_TYPE","new Scheme(layout): give a \
layout (a Layout, 'polyglot', 'stockfish', ...) or a 781-key table");let o=A instanceof BigUint64Array||Array.isArray(A)?
S({table:Pe(A)}):S(A);this.#A=o,this.castlingSets=o.castlingKeys===16,this.turnWhite=o.turn==="white",this.epLiteral=o.ep===
"literal",this.epLegal=o.ep==="legal",this.buckets=o.halfmoveBuckets;let g=new BigUint64Array(Ze),n=$(o);g.set(n.table),
g.set(n.castling,P),this.prepare(g),this.turnWhite||this.negateKeyAt(Z),this.parseFen=i,this.board=new Int8Array(64),this.
setFeatures([])}get layout(){return this.#A}get halfmoveClock(){return this.buckets?this.halfmove:this.clockAfter(this.plies)}clockAfter(A){
let e=this.history;for(let i=A;i>0;i--){let o=e[(i-1)*eA];if((o>>>12&15)>>1===0||(o>>>20&15)!==0)return A-i}return this.
halfmove+A}setFeatures(A,e=0){let i=A!==null&&typeof A=="object"&&typeof A.length=="number";if(!i&&(A===null||typeof A?.[Symbol.
iterator]!="function"||typeof A=="string"))throw new B("ARGUMENT_TYPE",`setFeatures(features): features must be an array\
 of feature indices, got ${r(A)}`);if(!Number.isInteger(e)||e<0||e>65535)throw new B("ARGUMENT",`setFeatures(features, h\
alfmove): halfmove must be an integer from 0 to 65535, got ${r(e)}`);let o=i?A:Array.from(A),g=this.seen??=new Uint32Array(
qA);(this.stamp===void 0||this.stamp===4294967295)&&(g.fill(0),this.stamp=0);let n=++this.stamp;for(let I=0;I<o.length;I++){
let s=o[I];if(!Number.isInteger(s)||s<0||s>=QA)throw new B("ARGUMENT",`a feature must be an integer from 0 to 780, got ${r(
s)}`);let Q=ZA(s);if(g[Q]===n)throw PA(s);g[Q]=n}this.board.fill(-1),this.clearHistory(),this.castling=0,this.ep=-1,this.
white=!1,this.halfmove=e,this.bucket=-1,this.resetKey();for(let I=0;I<o.length;I++){let s=o[I];s<BA?(this.board[s&63]=s>>
6,this.insertKey(s)):s<J?(this.castling|=1<<s-BA,this.castlingSets||this.insertKey(s)):s<Z?(this.ep=s,this.insertKey(s)):
(this.white=!0,this.insertKey(s))}return this.castlingSets&&this.insertKey(P+this.castling),this.turnWhite||this.removeKey(
Z),this.keyBucket(e),this}keyBucket(A){let e=this.buckets&&A>=14?WA(A):-1;e!==this.bucket&&(this.bucket!==-1&&this.removeKey(
bA),e!==-1&&(this.setKeyAt(bA,UA(this.#A,A)),this.insertKey(bA)),this.bucket=e)}countMove(A){this.history[(this.plies-1)*
eA+1]|=this.halfmove<<7,this.halfmove=A?0:this.halfmove+1,this.keyBucket(this.halfmove)}clearHistory(){this.history??=new Int32Array(
eA*64),!this.buckets&&this.plies>0&&(this.halfmove=this.clockAfter(this.plies)),this.plies=0}undo(){if(this.plies===0)throw new B(
"NOTHING_TO_UNDO","undo(): no move applied since the position was set");let A=this.history,e=--this.plies*eA,i=A[e],o=(A[e+
1]&127)-1,g=A[e+1]>>>7,n=i&63,I=i>>>6&63,s=i>>>12&15,Q=i>>>16&15,C=(i>>>20&15)-1,l=i>>>24&15,c=i>>>28,D=this.board;this.
ep!==-1&&this.removeKey(this.ep),this.white?this.removeKey(Z):this.insertKey(Z),this.white=(s&1)===1;let a=l&~this.castling;
if(a)if(this.castlingSets)this.removeKey(P+this.castling),this.insertKey(P+l);else for(let E=0;E<4;E++)a&1<<E&&this.insertKey(
BA+E);if(this.castling=l,s>>1===5&&(I-n===2||n-I===2)){let E=I>n?n+3:n-4,h=I>n?n+1:n-1,f=D[h];this.removeKey(64*f+h),this.
insertKey(64*f+E),D[h]=-1,D[E]=f}return this.removeKey(64*Q+I),D[I]=-1,this.insertKey(64*s+n),D[n]=s,C!==-1&&(this.insertKey(
64*C+o),D[o]=C),this.ep=c===0?-1:J+c-1,c!==0&&this.insertKey(this.ep),this.buckets&&(this.halfmove=g,this.keyBucket(g)),
this}setFen(A){if(!this.parseFen)throw new B("ARGUMENT","setFen needs a parseFen option: create the scheme with createSc\
heme(), or without WebAssembly use setFromChessJs(new Chess(fen))");let e=this.parseFen(A,{layout:this.#A});return this.
setFeatures(e,We(A))}setFromChessJs(A){let{features:e,halfmove:i}=VA(A,this.#A,"setFromChessJs(chess)");return this.setFeatures(
e,i)}togglePiece(A,e){let i=typeof A=="string"&&A.length===1?mA.indexOf(A):A;if(!Number.isInteger(i)||i<0||i>11)throw new B(
"ARGUMENT",`a piece must be a FEN letter (PNBRQKpnbrqk) or a kind 0-11, got ${r(A)}`);let o=vA(e,"square"),g=this.board[o];
if(g!==-1&&g!==i)throw new B("ARGUMENT",`${R(o)} holds ${mA[g]}, not ${mA[i]}`);return this.board[o]=g===i?-1:i,this.flip(
64*i+o,g!==i),this}toggleCastling(A){let e=typeof A=="string"?"KQkq".indexOf(A):A;if(!Number.isInteger(e)||e<0||e>3||typeof A==
"string"&&A.length!==1)throw new B("ARGUMENT",`a castling right must be K, Q, k, q or 0-3, got ${r(A)}`);let i=this.castling;
return this.castling^=1<<e,this.castlingSets?(this.clearHistory(),this.removeKey(P+i),this.insertKey(P+this.castling)):this.
flip(BA+e,(this.castling&1<<e)!==0),this}toggleEpFile(A){let e=typeof A=="string"&&A.length===1?A.charCodeAt(0)-97:A;if(!Number.
isInteger(e)||e<0||e>7)throw new B("ARGUMENT",`an ep file must be a-h or 0-7, got ${r(A)}`);if(this.ep!==-1&&this.ep!==J+
e)throw new B("ARGUMENT",`the ep file ${"abcdefgh"[this.ep-J]} is hashed already`);return this.ep=this.ep===-1?J+e:-1,this.
flip(J+e,this.ep!==-1),this}toggleSide(){return this.white=!this.white,this.flip(Z,this.white),this}flip(A,e){this.clearHistory(),
e?this.insertKey(A):this.removeKey(A)}add(A){this.insertKey(A)}remove(A){this.removeKey(A)}applyMove(A){if(A===null||typeof A!=
"object")throw new B("ARGUMENT_TYPE",`applyMove(move): move must be an object like chess.js's, got ${r(A)}`);let e=vA(A.
from,"move.from"),i=vA(A.to,"move.to"),o=this.board,g=o[e],n=(g&1)===1;if(g===-1)throw G(A,`no piece on ${R(e)}`);if(n!==
this.white)throw G(A,`the piece on ${R(e)} is not the side to move's`);let I=A.piece,s=A.color;if(I!==void 0&&I!==Ht[g>>
1])throw G(A,`${R(e)} holds ${mA[g]}`);if(s!==void 0&&s!==(n?"w":"b"))throw G(A,`it is ${n?"white":"black"}'s piece`);let Q=g>>
1,C=(i&7)-(e&7),l=this.ep,c=o[i]===-1?-1:i;if(Q===0){let w=n?i-e:e-i;if(!(C===0?c===-1&&(w===8||w===16&&e>>3===(n?1:6)&&
o[e+i>>1]===-1):(C===1||C===-1)&&w===8+(n?C:-C)))throw G(A,`a pawn cannot go from ${R(e)} to ${R(i)}`);if(C!==0&&c===-1){
if(l!==J+(i&7))throw G(A,`no en passant capture on ${R(i)}`);c=n?i-8:i+8}}let D=c===-1?-1:o[c];if(D!==-1&&(((D^g)&1)===0||
D>>1===5))throw G(A,`cannot capture on ${R(i)}`);if(c!==-1&&D===-1)throw G(A,`nothing to capture on ${R(i)}`);let a=A.captured;
if(a!==void 0&&(D===-1||a!==Ht[D>>1]))throw G(A,`the move says it captures ${a}`);let E=g,h=A.promotion;if(h!=null){let w=typeof h==
"string"&&h.length===1?"nbrq".indexOf(h):-1;if(Q!==0||w<0||i>>3!==(n?7:0))throw G(A,`bad promotion ${r(h)}`);E=2*(w+1)+(g&
1)}else if(Q===0&&i>>3===(n?7:0))throw G(A,"a pawn reaching the last rank needs move.promotion");let f=this.castling,u=Q===
5&&(C===2||C===-2);if(u){let w=C>0?e+3:e-4,F=(n?0:2)+(C>0?0:1);if(!(f&1<<F))throw G(A,`no ${"KQkq"[F]} castling right`);
if(o[w]!==(n?7:6))throw G(A,`no rook on ${R(w)} to castle with`);for(let m=Math.min(e,w)+1;m<Math.max(e,w);m++)if(o[m]!==
-1)throw G(A,`${R(m)} is in the way of castling`)}let y=this.history,d=this.plies*eA;if(d+eA>y.length){let w=new Int32Array(
y.length*2);w.set(y),this.history=y=w}if(y[d]=e|i<<6|g<<12|E<<16|D+1<<20|f<<24|(l===-1?0:l-J+1)<<28,y[d+1]=c+1,this.plies++,
l!==-1&&this.removeKey(l),D!==-1&&(this.removeKey(64*D+c),o[c]=-1),this.removeKey(64*g+e),o[e]=-1,this.insertKey(64*E+i),
o[i]=E,u){let w=C>0?e+3:e-4,F=C>0?e+1:e-1,m=o[w];this.removeKey(64*m+w),this.insertKey(64*m+F),o[w]=-1,o[F]=m}let p=f&~(W[e]&
W[i]);if(p){let w=f&~p;if(this.castlingSets)this.removeKey(P+f),this.insertKey(P+w);else for(let F=0;F<4;F++)p&1<<F&&this.
removeKey(BA+F);this.castling=w}n?this.removeKey(Z):this.insertKey(Z),this.white=!n;let k=-1;if(Q===0&&(i-e===16||e-i===
16)){let w=n?0:1,F=i&7;(this.epLiteral||(F>0&&o[i-1]===w||F<7&&o[i+1]===w)&&(!this.epLegal||MA(o,e+i>>1,!n)))&&(k=J+F,this.
insertKey(k))}return this.ep=k,this.buckets&&this.countMove(Q===0||D!==-1),this}};var iA=class extends aA(L){static name="BigInt64"},gA=class extends hA(L){static name="Paired32"},oA=class extends cA(L){static name="\
Additive48"};function Jt(t){return Object.freeze([{id:"xor32",bits:32,label:"32-bit XOR (low half of the key)"},{id:"xor48",bits:48,label:"\
48-bit XOR (high 48 bits)"},{id:"add48",bits:48,label:"48-bit additive (Additive48)"},{id:"xor64",bits:64,label:`64-bit \
XOR (${t})`}].map(Object.freeze))}var Lt=Object.freeze([1,20,400,5362,72078,822518,9417681,96400068]),Yt=Jt("Polyglot key"),Xe=t=>t.split(" ").slice(0,4).
join(" "),lg=Xe(M);var jA={bigint64:iA,paired32:gA,additive48:oA};function Tt(t,A){let{Position:e,keySets:i}=kt(t,A),o=Gt(t,i);function g(n,I=void 0){
let s=U(I,"createScheme(name, options): options",V);if(typeof n!="string")throw new B("ARGUMENT_TYPE",`createScheme(name\
): name must be a string, got ${r(n)}`);let Q=n.toLowerCase(),C=Object.prototype.hasOwnProperty.call(jA,Q)?jA[Q]:void 0;
if(!C)throw new B("ARGUMENT",`createScheme(name): name must be one of ${Object.keys(jA).join(", ")}, got ${r(n)}`);return new C(
v(s,"createScheme(name, options)"),{parseFen:o.featuresOfFen})}return{Position:e,ChessPosition:e,...o,createScheme:g,START_FEN:M}}function Ot(t){let A=t.x.zbw_polyglot_table_slots;A&&new BigUint64Array(t.memory.buffer,A(),781).set(IA())}function ze(t,A){return()=>({livePositions:A.count,memoryBytes:t.memory.buffer.byteLength})}function xt(t){let A=new EA(
t);Ot(A);let e={count:0};return Object.freeze({...lt(A),...Tt(A,e),stats:ze(A,e)})}var qt="AGFzbQEAAAABcBJgAX8Bf2ACf38Bf2ADf39/AX9gAAF/YAF/AGAEf39/fwF/YAV/f39/fwF/YAAAYAN/f38BfmABfwF+YAR/fn5+AX5gAX4Bf2AD\
f35/AX5gBH9/fn4BfmACf38BfmADfn9/AGADf39/AXxgAn9/AXwDVlUHCgALBwgAAAEFDAYDBwUBAQ0BAQECAQICCAEFAg4ABAEJAQMDAwMABA8IEAAAAwYA\
BAICAQAJAAABAQICAgAAAAAAAAERBQYAAAYABAABAwIDBAADBAUBcAECAgUGAQEggIACBgkBfwFBgK3KAAsHxQcxBm1lbW9yeQIAGV9faW5kaXJlY3RfZnVu\
Y3Rpb25fdGFibGUBAA96YndfbGFzdF9vZmZzZXQAIw96YndfbGFzdF9sZW5ndGgAJA56YndfbGFzdF9pbmRleAAlDnpid19sYXN0X3BsaWVzACYJemJ3X2Fs\
bG9jACcIemJ3X2ZyZWUAKA16Yndfa2V5c19maWxsACkRemJ3X2hhc2hfZmVhdHVyZXMAKhd6YndfaGFzaF9mZWF0dXJlc19hZGQ0OAArDnpid19lcnJvcl9u\
YW1lACwRemJ3X2Vycm9yX21lc3NhZ2UALRJ6YndfcG9seWdsb3RfdGFibGUALg16Yndfa2V5c19mcmVlACgTemJ3X2tleXNfbmV3X2xheW91dAAvEHpid19w\
b3NpdGlvbl9uZXcAMBF6YndfcG9zaXRpb25fZnJlZQAxFHpid19wb3NpdGlvbl9zZXRfZmVuADIRemJ3X3Bvc2l0aW9uX3BsYXkAMxZ6YndfcG9zaXRpb25f\
bWFrZV9jb2RlADQRemJ3X3Bvc2l0aW9uX3VuZG8ANRB6YndfcG9zaXRpb25fa2V5ADYTemJ3X3Bvc2l0aW9uX2tleV9oaQA3E3pid19wb3NpdGlvbl9rZXlf\
bG8AOBB6YndfcG9zaXRpb25fZmVuADkYemJ3X3Bvc2l0aW9uX2xlZ2FsX21vdmVzADoMemJ3X21vdmVfc2FuADsXemJ3X3Bvc2l0aW9uX2xlZ2FsX3RleHQA\
PBd6YndfcG9zaXRpb25fcGFyc2VfbW92ZQA9EXpid19wb3NpdGlvbl9zaWRlAD4VemJ3X3Bvc2l0aW9uX2luX2NoZWNrAD8YemJ3X3Bvc2l0aW9uX3JlcGV0\
aXRpb25zAEAQemJ3X3Bvc2l0aW9uX3BseQBBFXpid19wb3NpdGlvbl9oYWxmbW92ZQBCFXpid19wb3NpdGlvbl9mdWxsbW92ZQBDFXpid19wb3NpdGlvbl9m\
ZWF0dXJlcwBEEnpid19wb3NpdGlvbl9wZXJmdABFDnpid19rZXlfb2ZfZmVuAEYQemJ3X2tleXNfb2ZfZmVucwBHFHpid19zY3JhdGNoX3Bvc2l0aW9uAEgK\
emJ3X3JlcGxheQBKD3pid19tb2R1bGVfa2luZABPGHpid19wb2x5Z2xvdF90YWJsZV9zbG90cwAuC19pbml0aWFsaXplAAAQX19lcnJub19sb2NhdGlvbgBU\
CXN0YWNrU2F2ZQBRDHN0YWNrUmVzdG9yZQBSCnN0YWNrQWxsb2MAUwkHAQBBAQsBAAwBBgq/1AFVAwABC2oCAX8DfiAAQQN0IQADQCAEQQl0IABqQaAoaikD\
ACIGIAIgAyAEQQRJGyIHg1BFBEAgBiABIAeEgyEGQgEgBBACBH9BPyAGeadrBSAGEAMLrYYgB4MgBYQhBQsgBEEBaiIEQQhHDQALIAULBwAgAEECcQsGACAA\
eqcL+AECB38BfgNAIAJBA3QiAEGkCWooAgAhBSAAQaAJaigCACEGQQAhAANAQgAhByAAEAYgBmoiAyAAEAcgBWoiBBAIBEADQEIBIARBA3QgA2qthiAHhCEH\
IAMgBmoiAyAEIAVqIgQQCA0ACwsgAkEJdCAAQQN0akGgKGogBzcDACAAQQFqIgBBwABHDQALIAJBAWoiAkEIRw0ACwNAIAFBA3QiAEGgyABqIAFBgAhBCBAF\
NwMAIABBoMwAaiABQcAIQQgQBTcDACAAQaDQAGoiACABQYAJQQIQBTcDgAQgACABQZAJQQIQBTcDACABQQFqIgFBwABHDQALC2ICAX4EfwJAIAJBAEwEQAwB\
CyAAEAYhBiAAEAchAANAIAEgBEEDdGoiBSgCACAGaiIHIAUoAgQgAGoiBRAIBEBCASAFQQN0IAdqrYYgA4QhAwsgBEEBaiIEIAJHDQALCyADCwcAIABBB3EL\
BwAgAEEDdQsKACAAIAFyQQhJC9MCAgR+DX9BASEOA0BCACEEQQAhDUHgJ0GAKCADGyESIAgQBiETIAgQByEUA0AgEiANQQN0aiIMKAIAIg8gE2oiCSAPaiIK\
IAwoAgQiECAUaiIMIBBqIhEQCARAA0BCASAMQQN0IAlqrYYgBIQhBCAKIgkgD2oiCiARIgwgEGoiERAIDQALCyANQQFqIg1BBEcNAAsgACAIQRhsaiILIAQ3\
AwAgCyACIAhBA3RqKQMANwMIIAsgATYCECALQcAAIAR7pyIJayIKNgIUIAFBAEEBIAl0QQN0Ign8CwAgCq0hBkIAIQQCQANAIAggBCADEAohBSABIAspAwgg\
BH4gBoinQQN0aiIKKQMAIgdQRSAFIAdScQ0BIAogBTcDACAEIAspAwAiBH0gBIMiBEIAUg0ACyAIQT9JIQ4gASAJaiEBIAhBAWoiCEHAAEcNAQsLQQAgDmsL\
ewICfgJ/IAJBAEdBAnQiAkEDciEFIABBA3QhBgNAIAMgAkEJdCIAIAZqQaAoaikDACIDIAGDIgRQBH4gAwUgACACEAIEfyAEeadBP3MFIAQQAwtBA3RqQaAo\
aikDACADhQuEIQMgAiAFRiEAIAJBAWohAiAARQ0ACyADC/oBAgF/AX5BICEFIABFIAFFciADQQJLIARBAUtycgR/IAUFIAAgAUHoMPwKAABBACEBA0ACQCAC\
RQRAQgAhBkEAIQUDQCABIAV2QQFxBEAgBUEDdCAAakGAMGopAwAgBoUhBgsgBUEBaiIFQQRHDQALDAELIAIgAUEDdGopAwAhBgsgACABQQN0akHoMGogBjcD\
ACABQQFqIgFBEEcNAAsgAgRAQQAhBQNAIAVBA3QgAGpBgDBqIAJBASAFdEEDdGopAwA3AwAgBUEBaiIFQQRHDQALCyAAQQA6AOsxIAAgBDoA6TEgACADOgDo\
MSAAIAJBAEc6AOoxQQALCysAQaS4OS0AAEUEQEGouDlBkPw5QQBBAEEBEAsaQaS4OUEBOgAAC0GouDkLtQIBAn8DQCAAQQN0QaDqOWpCjICAgCA3AwAgAEEB\
aiIAQYACRw0ACwNAIAFByhdqLQAAQQN0IgBBpOo5akGA/gM2AgAgAEGi6jlqIAFBBnQ7AQAgAEGh6jlqQQE6AAAgAEGg6jlqIAE6AAAgAUEBaiIBQQxHDQAL\
QejtOUKMkoCAEDcDAEHg7TlCjJCAgBA3AwBB2O05QoyOgIAQNwMAQdDtOUKMjICAEDcDAEHI7TlCjIqAgBA3AwBBwO05QoyIgIAQNwMAQbjtOUKMhoCAEDcD\
AEGw7TlCjISAgBA3AwBBqO05QoyCgIAQNwMAQZjtOUEMOgAAQZ7tOUH/ETsBAEGM6zlBBDoAAEH06jlBBDoAAEGk7DlBBDoAAEHs6jlBBDoAAEGd7TlBADoA\
AEGZ7TlBADYAAAuoIgMOfw1+BXsjAEHwBGsiBCQAQSAhBgJAIABFIAFFcg0AIAAoAogBIQ0CfwJAAkACQAJAIAJFDQADQCABIAdqMQAAIhJCIFZCgMyAgBAg\
EohCAYNQcg0BIAdBAWoiByACRw0ACyAEQQA2AgxBASEGDAELIARBADYCDEEBIQYgAiAHRg0AIARBgARqQQBB6AD8CwAgBEKMmLDgwIGDhgw3A9ADIARCjJiw\
4MCBg4YMNwPYAyAEQoyYsODAgYOGDDcD4AMgBEKMmLDgwIGDhgw3A+gDIARCjJiw4MCBg4YMNwPwAyAEQoyYsODAgYOGDDcD+AMgBEKMmLDgwIGDhgw3A8AD\
IARCjJiw4MCBg4YMNwPIAyACIAdrIQogASAHaiEMQQEhD0EAIQZCACESAkADQCAFQccASyAFIApPcg0BIARB8AJqIAVqAnsgCiAFayIJQRBPBEAgBSAMav0A\
AAAMAQsgBP0MAAAAAAAAAAAAAAAAAAAAAP0LBBAgBEEQaiAFIAxqIAn8CgAAIAT9AAQQCyIf/QsAACAEQaACaiAFav0MAAAAAAAAAAAAAAAAAAAAAP0MAAAA\
AAAAAAAAAAAAAAAAAP0MAAAAAAAAAAAAAAAAAAAAAP0MAAAAAAAAAAAAAAAAAAAAACAf/QwhISEhISEhISEhISEhISEh/SX9ZEGAgARyaCIL/Q/9DAABAgME\
BQYHCAkKCwwNDg/9KCIgIB/9DM/Pz8/Pz8/Pz8/Pz8/Pz8/9bv0MCQkJCQkJCQkJCQkJCQkJCf0mIiEgH/0MLy8vLy8vLy8vLy8vLy8vL/0jIiL9UP1PIiP9\
DAEBAQEBAQEBAQEBAQEBAQH9TiAfICAgIf1O/U79DA8PDw8PDw8PDw8PDw8PDw/9Tv1QIh/9DQ8QERITFBUWFxgZGhscHR4gH/1uIiD9DQ4PEBESExQVFhcY\
GRobHB0gIP1uIiD9DQwNDg8QERITFBUWFxgZGhsgIP1uIiD9DQgJCgsMDQ4PEBESExQVFhcgIP1uIiAgH/1xIAj9D/1uIh/9DD8/Pz8/Pz8/Pz8/Pz8/Pz/9\
Tv0MODg4ODg4ODg4ODg4ODg4OP1R/QsAAEF/IAt0QX9zIg4gIv1kcSIJIB/9DMfHx8fHx8fHx8fHx8fHx8f9Tv0MAAAAAAAAAAAAAAAAAAAAAP0j/WRBf3Nx\
IRAgESAh/WQgDnEiDkEBdHIgDnEgCUEBdCAPciAJcSAGcnIhBiAj/WStIRMCQCAFQT9LBEAgEyESDAELIAmtIAWtIhaGIBWEIRUgEyAWhiAUhCEUCyAGIBBy\
IQYgBSALaiEFIAlBD3YhDyAOQQ92IREgCCAg/RkHQYD+A3FBCHZqIQggC0EPSw0ACyAFIApJBH8gBSAMajEAACITQiBWQoDMgIAQIBOIQgGDUHIFQQALIAZy\
IQYLIAUgB2ohBQJAAkACQAJAIAYgCEHAAEdyIBV7QgdScg0AQgAhEyAUUEUEQANAIBR6pyIGIARBoAJqai0AACIJIARBwANqaiAEQfACaiAGai0AAEEDdCIG\
QaDqOWotAAAiCDoAACAEQYAEaiAIQQN0aiIIIAgpAwBCASAJrYaENwMAIA0gCSAGQaLqOWovAQBqQQN0aikDACAThSETIBRCAX0gFIMiFFBFDQALCyASUEUE\
QANAIBJ6p0HAAHIiBiAEQaACamotAAAiCSAEQcADamogBEHwAmogBmotAABBA3QiBkGg6jlqLQAAIgg6AAAgBEGABGogCEEDdGoiCCAIKQMAQgEgCa2GhDcD\
ACANIAkgBkGi6jlqLwEAakEDdGopAwAgE4UhEyASQgF9IBKDIhJQRQ0ACwsgBCkD4ARQRQ0AIAQgBCkDgAQiFSAEKQOIBCIWhDcDECAEIAQpA5AEIhcgBCkD\
mAQiGYQ3AxggBCAEKQOgBCIYIAQpA6gEIhqENwMgIAQgBCkDsAQiGyAEKQO4BCIchDcDKCAEIAQpA8AEIh0gBCkDyAQiHoQ3AzAgBCkD0AQhEiAEKQPYBCEU\
IAQgBP0ABPAD/QsDgAEgBCAE/QAE4AP9CwNwIAQgBP0ABNAD/QsDYCAEIBQgHiAcIBogFiAZhISEhIQ3A0ggBCASIBSENwM4IAQgEzcDwAEgBCAE/QAEwAP9\
CwNQIAQgEiAdIBsgGCAVIBeEhISEhDcDQCAEIAU2AswBDAELAn9BACEGIAIgByIJSwRAQcAAIQpBOCELAkADQCABIAlqLQAAQQN0Ig1BpOo5ai0AACEIIAQg\
CTYCzAEgCEEEcQ0BQQcgCEECcQ0DGgJAAkAgDUGn6jlqLQAABEAgCkEIRyAKIAtMcQ0BQQVBAyAKIAtKGwwGC0EGIAhBAXEiCEUgBkVyRQ0FGiALIA1Boeo5\
ai0AAGoiCyAKTA0BQQQMBQsgCkEQayELIApBCGshCkEAIQgLIAghBiAJQQFqIgkgAkcNAAsgAiEJCyAEIAk2AswBQQVBAyAKQQhGGwwBCyAEIAk2AswBQQML\
IgYNAQtBACEGQQEhCgwBC0EAIQogBCgCzAEiBSACTw0AA0AgASAFajEAACISQiBYQoDMgIAQIBKIQgGDp3ENASAFQQFqIgUgAkcNAAsgAiEFCyAEIAw2AtAB\
IAQgBzYC2AEgBCAFIAdrNgLUASAEQdABakEMciELQQAhCAJAAkADQCACIAVLBEADQEEAIAEgBWoiDDEAACISQiBYQoDMgIAQIBKIQgGDUBtFBEAgBSEHA0AC\
QCACIAdBAWoiB0YEQCACIQcMAQsgASAHajEAACISQiBWQoDMgIAQIBKIQgGDUHINAQsLIAhBBE0EQCALIAhBDGxqIgkgBTYCCCAJIAcgBWs2AgQgCSAMNgIA\
CyAHIQUgCEEBaiIIQQZHDQMMBAsgBUEBaiIFIAJHDQALCwsgCEEBaiIJQX1xQQRGDQEgBCACNgIMQQIhBiAIQQZJDQILIAQoApACIAQoApQCaiEFA0AgASAF\
IgBqMQAAIhJCIFgEQCAAQQFqIQVCgMyAgBAgEohCAYNQRQ0BCwsgBCAANgIMQQIhBgwBCwJAIApFBEAgBCAEKALMATYCDAwBCyAEQgA3A7gBIAT9DAAAAAAA\
AAAAAAAAAAAAAAD9CwOoASAEIAQoAuQBNgIMQQshBiAEKALgAUEBRw0BIAQoAtwBLQAAIgFB9wBGIgJFIAFB4gBHcQ0BIARBADoAtgEgBCACNgKQASAEIAQo\
AvABIgY2AgwCQAJAAkACQAJAIAQoAuwBIgsOAgMBAAsgBCgC6AEhCAwBCyAEKALoASIILQAAQS1GDQELQQAhCkF/IQJBACEHA0BBACEFAkACQAJAAkACQCAI\
IAciAWotAAAiB0HLAGsOBwQBAQEBAQIACyAHQesARg0CC0EDQX8gB0HxAEYbIQUMAgtBASEFDAELQQIhBQsgBUEASCACIAVOcg0CIAQgCkEBIAV0ciIKOgC2\
ASAFIQIgAUEBaiIHIAtHDQALIAQgASAGajYCDAsCfyAEIAQoAvwBNgIMIARBwAA6ALcBQQ4hAQJAAkACQCAEKAL4AUEBaw4CAAECC0EAQQ4gBCgC9AEtAABB\
LUYbDAILIAQoAvQBIgItAAAiBUHpAGtB/wFxQfgBSQ0AIAItAAEiAkE5a0H/AXFB+AFJDQBBDyEBIAJBMWsiAkEFQQIgBCgCkAFBAUYbRw0AIAQgBSACQQN0\
akGfAWo6ALcBQQAhAQsgAQsiBg0CAkAgCUEGRwRAQQEhBUEAIQcMAQsgBCAEKAKIAjYCDEESIQYgBCgChAIiAUUNA0EAIQUgBCgCgAIhAkEAIQcDQCACIAVq\
LQAAIghBOmtB/wFxQfYBSQ0EIAdBCmwgCGpBMGsiB0H//wNLDQQgBUEBaiIFIAFHDQALIAQgBCgClAI2AgxBEyEGIAQoApACIgJFDQNBACEBIAQoAowCIQhB\
ACEFA0AgASAIai0AACIKQTprQf8BcUH2AUkNBCAFQQpsIApqQTBrIgVB//8DSw0EIAFBAWoiASACRw0ACyAFRQ0DCyAEIAc2ArABIAQgBTYClAECfyAEQdAB\
aiEFAkACQCAEQRBqIgEpAzAiEiABKQMoIhWDIhN7QgFSDQAgASkDOCIUIBWDIhN7QgFSDQAgASkDACITQv+BgICAgICAf4MiFlANASAEIAUgFnqnEA82AgxB\
CQwCCyAFKAIIIQEgE1BFBEADQCAFIBN6pxAPIgIgASABIAJJGyEBIBNCAX0gE4MiE1BFDQALCyAEIAE2AgxBCAwBCyAEIAUoAgg2AgwCQAJAIBMgFIN7p0EI\
SyAUIAEpAxgiFoMiF0IBfSAXg3sgFCABKQMgIheDe4RC/gCDIBQgASkDCCIZgyIYQgF9IBiDeyAUIAEpAxAiGIMiGkIBfSAag3uEQj6DhEIAUnIgEiATg3un\
QQhLckUEQCASIBaDIhNCAX0gE4N7IBIgF4N7hEL+AIMgEiAYgyITQgF9IBODeyASIBmDIhNCAX0gE4N7hEI+g4RQDQELQQohAiABQQEQEA0BIAFBABAQDQEL\
IAQgBSgCIDYCDCABLQCmASIHQQFxBEBBDSECIAFB4CYoAgBqQUBrLQAAQQtHDQEgAUHoJigCAGpBQGstAABBB0cNAQsgB0ECcQRAQQ0hAiABQYAnKAIAakFA\
ay0AAEELRw0BIAFBiCcoAgBqQUBrLQAAQQdHDQELIAdBBHEEQEENIQIgAUGgJygCAGpBQGstAABBCkcNASABQagnKAIAakFAay0AAEEGRw0BCyAHQQhxBEBB\
DSECIAFBwCcoAgBqQUBrLQAAQQpHDQEgAUHIJygCAGpBQGstAABBBkcNAQsgASgCgAEiBkEBcyEIAkAgAS0ApwEiB0HAAEYNACAEIAUoAiw2AgxBECECIAgg\
ASAHQQhrIgogB0EIaiILIAZBAUYiDBtqQUBrLQAARw0BIAEgB2pBQGstAABBDEcNASABIAsgCiAMG2pBQGstAABBDEcNASABKAKgAUUNACAEIAVBOEEsIAlB\
BkYbaigCADYCDEERDAILQRQhAiAEIAUoAhQ2AgwgASABQTBqIgUgCEEDdGoiBykDACAVg3qnIBIgFIQiEiAFIAZBA3RqIgUpAwAQEUIAUg0AIAEgBSkDACAB\
KQMog3qnIBIgBykDABARIhJCAX0gEoMiE1BFBEBBFSECIBMgE0IBfYNCAFINASASIAEpAwAgASkDCIRCf4WDUA0BC0EAIQILIAILIQYMAQsgBCABIAZqNgIM\
QQwhBgwBCyAGDQAgACAE/QADEP0LAwAgACAE/QADMP0LAyAgACAE/QADIP0LAxAgACAE/QADQP0LAzAgACAE/QADcP0LA2AgACAE/QADgAH9CwNwIAAgBP0A\
A1D9CwNAIAAgBP0AA2D9CwNQIAAgBCgCkAE2AoABIAAgBCgClAE2AoQBIAAgACgCjAEiATYCkAEgASAEKQO4ATcDECABIAT9AAOoAf0LAwAgACgCkAEiBUEM\
OgARIAVBADsBDEEAIAQtALcBIgFBwABGDQMaIAAoAoABIgNBAXMhAiAAKAKIAS0A6DFFDQEgACABIAIQFSEHIAAoApABIQUMAgsgA0UNAyADIAQoAgw2AgAM\
AwsgACADQQN0aikDMCAAKQMAIAJBCXRBoNAAaiABQQN0aikDAIODQgBSIQcLIAdBAEcLIQIgBSACOgAQIAAoAogBIgEgBC0AtgFBA3RqQegwaikDACAEKQPA\
AYUhFCACBEAgBC0AtwFBB3FBA3QgAWpBoDBqKQMAIBSFIRQLIAUgACgCgAEgAS0A6TFGBH4gASkD4DAgFIUFIBQLNwMAQQAhBgsgBEHwBGokACAGC4kBAQZ/\
AkAgACgCBCIERQ0AIAAoAgAhB0EHIQUDQAJ/IAIgB2otAAAiBkEvRgRAIAVBAWshBUEADAELIAMgBkEYdEEYdWpBMGsgBkExa0H/AXFBCE0NABogASAFQQN0\
IANqRgRAIAIhBAwDCyADQQFqCyEDIAJBAWoiAiAERw0ACwsgACgCCCAEaguVAQIDfwN+IAAgAUEDdGopAzAhBSAAKQMAIgchBkEAIQEDQCAFIAaDe6chBCAB\
RSABQQVGckUEQCACIAQgAUECdEHAHmooAgBrIgJBACACQQBKG2ohAgsgAyAEaiEDIAFBAWoiAUEGRwRAIAAgAUEDdGopAwAhBgwBCwsgA0EQSyAFIAeDe6ci\
AEEIS3IgAkEIIABrSnILwgICAn8DfiAAKQMgIgYgACkDGIQhB0GguDkoAgAEQCADIAFBGGwiBUGg2ABqIgQoAhAgBCkDCCAEKQMAIAKDfiAENQIUiKdBA3Rq\
KQMAIAeDIAApAzAgACkDACIDIAFBA3QiAUGg0ABqIgQpA4AEg4MgACkDOCADIAQpAwCDg4QgACkDCCABQaDIAGopAwCDhCAAKQMoIAFBoMwAaikDAIOEhCAF\
QaDkMmoiASgCECABKQMIIAEpAwAgAoN+IAE1AhSIp0EDdGopAwAgACkDECAGhIOEgw8LIAApAzAgACkDACIIIAFBA3QiBEGg0ABqIgUpA4AEg4MgACkDOCAI\
IAUpAwCDg4QgACkDCCAEQaDIAGopAwCDhCAAKQMoIARBoMwAaikDAIOEIAODIAEgAiADIAeDIAApAxAgBoQgA4MQAYQLdAEEfyMAQRBrIQQDQCAEQQZqIAJq\
IAEgAUEKbiIDQQpsa0EwcjoAACACQQFqIQIgAUEJSyEFIAMhASAFDQALIAIEQEEAIQEgAiEDA0AgACABaiADQQFrIgMgBEEGamotAAA6AAAgAUEBaiEBIAMN\
AAsLIAIL8AMCBH8KfgJAIAAoApABLQAOIAF2QQFxRQ0AIAApAzgiBiAAKQMwIgeEIgggAUEFdEHgJmoiAikDEINCAFINACAAQTBqIAAoAoABQQFzQQN0aikD\
ACIJIAcgACkDACIHgyIKIAIoAgAiA0EDdCICQaDQAGoiBCkDgASDIAYgB4MiByAEKQMAg4QgACkDCCILIAJBoMgAaikDAIOEIAApAygiDCACQaDMAGopAwCD\
hCAAKQMgIgYgACkDGIQiDSADQRhsIgNBoNgAIgRqIgIoAhAgAikDCCACKQMAIAiDfiACNQIUiKdBA3RqKQMAg4QgACkDECAGhCIOIANBoOQyIgJqIgAoAhAg\
ACkDCCAAKQMAIAiDfiAANQIUiKdBA3RqKQMAg4SDQgBSDQAgAUEFdEHgJmopAxghBgNAIAZQIgUNASAGeiEPIAZCAX0gBoMhBiAKIA+nIgFBA3QiAEGg0ABq\
IgMpA4AEgyAHIAMpAwCDhCAAQaDIAGopAwAgC4OEIABBoMwAaikDACAMg4QgBCABQRhsIgFqIgAoAhAgACkDCCAAKQMAIAiDfiAANQIUiKdBA3RqKQMAIA2D\
hCABIAJqIgAoAhAgACkDCCAAKQMAIAiDfiAANQIUiKdBA3RqKQMAIA6DhCAJg1ANAAsLIAULrwQCBX8GfiAAKAKAASEDIAFBBnZBP3EhAiABQQx2QQNxIgRB\
A0YEQCAAIANFQQF0IAJBB3FBAkZyEBMPCyAAQTBqIgYgA0EBc0EDdGopAwAhCCAAKQM4IgogACkDMCIJhCEHIAFBP3EiBSAAKQMoIgsgBiADQQN0aikDAIN6\
pyIDRgRAIAggAkEYbCIDQaDYAGoiASgCECABKQMIIAdCASAFrYaFIgcgASkDAIN+IAE1AhSIp0EDdGopAwAgACkDICIIIAApAxiEgyACQQN0IgFBoNAAaiIC\
KQOABCAJIAApAwAiCYODIAIpAwAgCoMgCYOEIAApAwggAUGgyABqKQMAg4QgAUGgzABqKQMAIAuDhIQgA0Gg5DJqIgEoAhAgASkDCCABKQMAIAeDfiABNQIU\
iKdBA3RqKQMAIAApAxAgCISDhINQDwsgCEJ+IAJBCHMgAiAEQQJGG60iDImDIANBGGwiBEGg2ABqIgEoAhAgASkDCCAHQgEgDIaDIAdCASAFrYaFhUIBIAKt\
hoQiByABKQMAg34gATUCFIinQQN0aikDACAAKQMgIgggACkDGISDIANBA3QiAUGg0ABqIgIpA4AEIAkgACkDACIJg4MgAikDACAKgyAJg4QgACkDCCABQaDI\
AGopAwCDhCABQaDMAGopAwAgC4OEhCAEQaDkMmoiASgCECABKQMIIAEpAwAgB4N+IAE1AhSIp0EDdGopAwAgACkDECAIhIOEg1AL8gMCCn4Ef0EBIQ0gACgC\
iAEtAOgxQQJHBH8gACkDACAAQTBqIg0gAkEBc0EDdGopAwAiBCACQQl0QaDQAGogAUEDdGopAwCDgyEDIA0gAkEDdGopAwBCfiABQQhzrSIFiYMhBiAEIAAp\
AyiDeqciDUEDdCICQaDMAGohDyACQaDIAGohECACQaDQAGohDkIBIAGthiEKQgEgBYYhCyANQRhsIgJBoNgAaiEBIAJBoOQyaiECA0AgAyIEUEUEQCAAKQM4\
IgUgACkDMCIHhEIBIAR6hiALhYUgCoQhAyAAKQMgIgggACkDGIQhCSAEQgF9IQwCfkGguDkoAgAEQCACKAIQIAIpAwggAikDACADg34gAjUCFIinQQN0aikD\
ACAAKQMQIAiEgyABKAIQIAEpAwggASkDACADg34gATUCFIinQQN0aikDACAJgyAAKQMoIA8pAwCDIAApAwggECkDAIMgDikDgAQgACkDACIDIAeDgyAOKQMA\
IAWDIAODhISEhIQgBoMMAQsgACkDKCAPKQMAgyAAKQMIIBApAwCDIA4pA4AEIAcgACkDACIHg4MgDikDACAFgyAHg4SEhCAGgyANIAMgBiAJgyAAKQMQIAiE\
IAaDEAGECyEFIAQgDIMhAyAFQgBSDQELCyAEQgBSBSANCwviEwIbfgx/IAApAygiBCAAQTBqIh4gACgCgAEiI0EDdGopAwAiBYN6IgenIiFBA3QiHUGgzABq\
KQMAIgIgBIMgACkDCCILIB1BoMgAaikDAIOEIAApAzgiDiAAKQMAIg+DIhIgHUGg0ABqIh0pAwCDhCAAKQMwIhMgD4MiFCAdKQOABIOEIhUgACkDICIJIAAp\
AxgiDYQiECAhQRhsIiVBoNgAIh9qIh0oAhAiJiAdKQMIIhYgHSkDACIXIB4gI0EBcyInQQN0aikDACIIIAWEIgqDfiAdNQIUIhiIp0EDdGopAwCDhCAAKQMQ\
IgwgCYQiESAlQaDkMiIgaiIdKAIQIiUgHSkDCCIZIB0pAwAiGiAKg34gHTUCFCIbiKdBA3RqKQMAg4QgCIMhAyABIR0gAiAFQn+FIgaDIgJQRQRAQgEgB4Yg\
CoUhBwNAIAJ6IRwgAkIBfSACgyECIBQgHKciIkEDdCIeQaDQAGoiJCkDgASDIBIgJCkDAIOEIB5BoMgAaikDACALg4QgHkGgzABqKQMAIASDhCAfICJBGGwi\
JGoiHigCECAeKQMIIB4pAwAgB4N+IB41AhSIp0EDdGopAwAgEIOEICAgJGoiHigCECAeKQMIIB4pAwAgB4N+IB41AhSIp0EDdGopAwAgEYOEIAiDUARAIB0g\
IkEGdCAhcjsBACAdQQJqIR0LIAJQRQ0ACwsCQCADIANCAX2DUEUNACADUCIkRQRAICFBCXRBoLg3aiADeqdBA3RqKQMAIAOEIQYLQgAhBCAlKQMAIAggCYMi\
AiAIIAyDhIMgJikDACACIAggDYOEg4QiAlBFBEAgIUEJdEGguDdqIR4DQEIAIB4gAnqnQQN0aikDACAKgyIDQgAgAyADQgF9g1AbIANQGyAEhCEEIAJCAX0g\
AoMiAkIAUg0ACwsgBCAFgyIEQn+FIgcgBSALg4MiAlBFBEADQCACQgF9IAKDIQMgAnqnIh5BA3RBoMgAaikDACAGgyICUEUEQANAIB0gAnqnQQZ0IB5yOwEA\
IB1BAmohHSACQgF9IAKDIgJCAFINAAsLIAMiAlBFDQALCyAFIAmDIgkgBSAMg4QiA1BFBEAgIUEJdEGguDVqISgDQCAgIAN6IgunIiJBGGxqIh4oAhAgHikD\
CCAeKQMAIAqDfiAeNQIUiKdBA3RqKQMAIAaDIQIgA0IBfSADgyEDIAQgC4hCAYNQRQRAICggIkEDdGopAwAgAoMhAgsgAlBFBEADQCAdIAJ6p0EGdCAicjsB\
ACAdQQJqIR0gAkIBfSACgyICQgBSDQALCyADUEUNAAsLIAkgBSANg4QiA1BFBEAgIUEJdEGguDVqISIDQCAfIAN6IgmnIiBBGGxqIh4oAhAgHikDCCAeKQMA\
IAqDfiAeNQIUiKdBA3RqKQMAIAaDIQIgA0IBfSADgyEDIAQgCYhCAYNQRQRAICIgIEEDdGopAwAgAoMhAgsgAlBFBEADQCAdIAJ6p0EGdCAgcjsBACAdQQJq\
IR0gAkIBfSACgyICQgBSDQALCyADUEUNAAsLIA4gE4QiCUJ/hSIKIAUgD4MiCyAHgyIFQgiGIAVCCIggI0EBRiIfG4MiAkKAgPwHQoCAgICA4D8gHxsiDYMi\
DEIIiCEHIAIgBoMiA0L/gYCAgICAgH+DIQJBCEF4IB8bIR4gA0KA/v///////wCDIgNQRQRAA0AgHSADeqciIEEGdCAgIB5rcjsBACAdQQJqIR0gA0IBfSAD\
gyIDUEUNAAsLIAJQRQRAA0AgHSACeqciIEEGdCAgIB5rciIgQYAgcjsBBiAdICBBgKABcjsBBCAdICBBgKACcjsBAiAdICBBgKADcjsBACAdQQhqIR0gAkIB\
fSACgyICQgBSDQALCyAGIAqDIAxCCIYgByAfG4MiAlBFBEBBACAeQQF0ayEfA0AgHSACeqciIEEGdCAfICBqcjsBACAdQQJqIR0gAkIBfSACgyICQgBSDQAL\
CyAFQv/+/fv379+//wCDIgxCB4ghByAGIAiDIg4gBUL+/fv379+//36DIgJCB4YgAkIJiCAjQQFGIiIbgyIDQv+AgICAgICA/wCDIQIgHkEBayEgIANCgP79\
+/fv3z+DIgNQRQRAA0AgHSADeqciH0EGdCAfICBrcjsBACAdQQJqIR0gA0IBfSADgyIDUEUNAAsLIAJQRQRAA0AgHSACeqciH0EGdCAfICBrciIfQYAgcjsB\
BiAdIB9BgKABcjsBBCAdIB9BgKACcjsBAiAdIB9BgKADcjsBACAdQQhqIR0gAkIBfSACgyICQgBSDQALCyAeQQFyIR8gDEIJhiAHICIbIA6DIgNC/oGAgICA\
gIB+gyECIANCgPz79+/fv/8AgyIDUEUEQANAIB0gA3qnIh5BBnQgHiAfa3I7AQAgHUECaiEdIANCAX0gA4MiA1BFDQALCyACUEUEQANAIB0gAnqnIh5BBnQg\
HiAfa3IiHkGAIHI7AQYgHSAeQYCgAXI7AQQgHSAeQYCgAnI7AQIgHSAeQYCgA3I7AQAgHUEIaiEdIAJCAX0gAoMiAkIAUg0ACwsgBCAPgyIEUEUEQCAjQQFG\
IR8DQCAEeiECIARCAX0gBIMhBCACpyIgQQN0Ih4gIUEJdEGguDVqaikDACAGg0IBIAKGIgJCCIYgAkIIiCAfGyAKgyICICNBCXRBoNAAaiAeaikDACAIg4Qg\
AiANgyICQgiGIAJCCIggHxsgCoOEgyICUEUEQANAIAJCAX0gAoMhAyACeiICp0EGdCAgciEeAn9CASAChkL/gYCAgICAgH+DUEUEQCAdIB5BgCByOwEGIB0g\
HkGAoAFyOwEEIB0gHkGAoAJyOwECIB0gHkGAoANyOwEAIB1BCGoMAQsgHSAeOwEAIB1BAmoLIR0gAyICUEUNAAsLIARCAFINAAsLAkAgACgCkAEtAA8iIUHA\
AEYNACAnQQl0QaDQAGogIUEDdGopAwAgC4MiAlANACAhQQZ0IR5CASAhrYYhBCAIQn4gIUEIc60iA4mDIQVCASADhiAJhSEIA0AgAnohAyACQgF9IAKDIQIg\
BSAVICYgCEIBIAOGhSAEhCIGIBeDIBZ+IBiIp0EDdGopAwAgEIOEICUgBiAagyAZfiAbiKdBA3RqKQMAIBGDhINQBEAgHSAeIAOnckGAwAByOwEAIB1BAmoh\
HQsgAkIAUg0ACwsgJEUNACAAICNBAUdBAXQiIRATBEAgHSAhQQV0QeAmaiIjKAIEQQZ0ICMoAgByQYDgAHI7AQAgHUECaiEdCyAAICFBAXIiABATRQ0AIB0g\
AEEFdEHgJmoiACgCBEEGdCAAKAIAckGA4AByOwEAIB1BAmohHQsgHSABa0EBdQupCQEIfyMAQRBrIgokACAAKAIEIQcgACgCACIEIQMCQAJAAkADQEEAIQgC\
fyADIAdPBEBBACEFIAMMAQtBASEFA0AgAyADLQAAIgZBCWtBBUkgBkEgRnJFDQEaIAAgA0EBaiIENgIAIAQgB0khBSAEIgMgB0cNAAsgByEEIAcLIgYgB0YN\
AwJAAkACQAJAAkAgBi0AACIJQShrDhQDAgQEBAQEBAQEBAQEBAQEBAQEAQALIAlB+wBrDgMCAwEDCyAGIQMgBiAHTw0DIAYhBANAIAAgBEEBaiIENgIAIAQg\
B0YEQCAHIQQgByEDDAULIAQiAy0AAEEKRw0ACwwDCyABIAY2AgAgAkEBNgIAQX8hCAwFCyAGIQQCQCAFQQFxRQ0AA0AgACAEQQFqIgM2AgACQCAELQAAIgVB\
+wBGBEACQCADIAdPDQADQCADLQAAQf0ARg0BIAAgA0EBaiIDNgIAIAMgB0cNAAsgByEDCyADIAdGDQMgACADQQFqIgQ2AgAgBCEDIAhFDQUMAQsgBUE7RyAI\
QQBMckUEQCADIAdPBEAgAyEEDAILA0AgAy0AAEEKRgRAIAMhBAwDCyAAIANBAWoiAzYCACADIAdHDQALIAchBAwBCwJAAkACQCAFQShrDgIBAgALIAMhBCAF\
Qf0ARw0CDAQLIAhBAWohCCADIQQMAQsgAyEEIAhBAWsiCEUNBAsgBCAHSQ0ACwsgASAGNgIAIAIgACgCBCAGazYCAEF/IQgMBAsCQCAEIAdPDQADQAJAAkAg\
BC0AACIDQQlrDjMDAwMDAwEBAQEBAQEBAQEBAQEBAQEBAQMBAQEBAQEBAwMBAQEBAQEBAQEBAQEBAQEBAQMACyADQfsAaw4DAgACAAsgACAEQQFqIgQ2AgAg\
BCAHRw0ACyAHIQQLIAQhAyAJQSRGDQAgBCAGayIFRQRAQQAhBQwDC0EAIQlBASEIIAYtAAAiA0E6a0H/AXFB9gFPBEADQCAJQQFqIgkgBUYNAyAGIAlqLQAA\
IgNBOmtB/wFxQfYBTw0ACyAFIAlLIQgLIAlFIAhFciADQf8BcUEuR3INAQJAIAUgCU0NAANAIAlBAWoiCSAFTwRAIAUhCQwCCyAGIAlqLQAAQS5GDQALCyAE\
IQMgBSAJayIFRQ0ACyAGIAlqIQYLAkACQAJAAkACQCAGLQAAQSprDggDBQUFBQUBAAULIAVBAUYEQEEBIQUMBQsgBUECRiIEIAYtAAEiA0EtR3INASAFQQNH\
DQQgBi0AAkEwRw0EDAMLIAVBAUYEQEEBIQUMBAsgBi0AAUEtRw0DIAVBAkYEQEECIQUMBAsgBUEDRw0DIAYtAAJBMUYNAgwDCyAEIANBL0dyIAVBA0ZyDQIg\
BUEERiAGLQACQTJHcg0CIAVBBUYgBi0AA0EtR3INAiAFQQZGIAYtAARBMUdyDQIgBi0ABUEvRyAFQQdHcg0CIAYtAAZBMkcNAgwBCyAFQQFHDQELIAogACkC\
ADcDCCAKQQhqIAEgAhAXIgFFBEAgACAAKAIENgIAC0F/QQAgARshCAwBCyABIAY2AgAgAiAFNgIAQQEhCAsgCkEQaiQAIAgLvg0CC38IfgJ/IAFBBnYiC0E/\
cSEEIAFBDHZBA3EiB0EDRgRAIAJBpRdBoxcgBEEHcUEGRiIFG0EDQQUgBRsiBfwKAAAgBQwBCyAHQQJGIABBQGsiBSAEai0AAEEMR3IhDQJAAn8gBSABQT9x\
IgZqLQAAIgVBAU0EQCANRQ0CIAIgAUEHcUHhAGo6AABBASEFQQIMAQsgAiAFQQF2IgNB1xdqLQAAOgAAQQEhBQJAIANBBUYNACAAIAMgBBAZQn4gBq2JgyIO\
UA0AIARBBnQhCEEAIQMDQCAAIAggDnqnIgxyEBQEQCAJIAYgDHMiCkEISXIhCSADIApBB3FFciEDQQEhCgsgDkIBfSAOgyIOUEUNAAsgCkUNAAJ/IAMEQEEB\
IAlFDQEaCyACIAFBB3FB4QBqOgABQQILIQUgA0UNACACIAVqIAZBA3ZBMWo6AAAgBUEBaiEFCyANRQRAIAUhAwwCCyAFQQFqCyEDIAIgBWpB+AA6AAALIAIg\
A2oiBSAEQQN2QTFqOgABIAUgC0EHcUHhAGo6AAAgA0ECaiEEIAdBAUYEfyACIARqQT06AAAgBSABQQ52QdgXai0AADoAAyADQQRqBSAECwshBSAAKAKAASID\
QQFzIQQgAEEwaiIGIANBA3RqKQMAQn4gAUE/cSIKrSIPiYMiDiAAKQMgIhAgACkDGISDIREgECAAKQMQhCAOgyEQIAApAwggDoMhEiAAKQMAIA6DIRNCASAB\
QQZ2QT9xIgmthiIOIAApAzggACkDMIRCASAPhoWEIQ8gBiAEQQN0aikDACAAKQMog3ohFAJAAkACQAJAIAFBDHZBA3EiBkEBRgR/IAFBDnZBAWoFIAAgCmpB\
QGstAABBAXYLIgoOBQABAgMCAwsgDiAThCETDAILIA4gEoQhEgwBCyAOIBCEIRALIA9CASAJQQhzrYZCACAGQQJGG4UhDyARIA5CACAKQQNrQQJJG4QhDiAG\
QQNGBEAgDkJ+IANFQQF0IAlBB3FBAkZyQQV0QeAmaiIDNQIIiSIRg0IBIAM1AgyGIhWEIQ4gDyARgyAVhCEPC0EBIQkCQCAUpyIDQQN0IgYgBEEJdEGg0ABq\
aikDACATg0IAUg0AIAZBoMgAaikDACASg0IAUg0AIANBGGwiBEGg5DJqIgMoAhAgAykDCCADKQMAIA+DfiADNQIUiKdBA3RqKQMAIBCDQgBSDQAgBEGg2ABq\
IgMoAhAgAykDCCADKQMAIA+DfiADNQIUiKdBA3RqKQMAIA6DQgBSIQkLIAkEQCMAQYAEayIKJABBKyEDIAAgARAaRQRAIAAgChAWIQ0gACgCgAEiCUEBcyED\
IAAoApABIgYvAQwiB0E/cSEEIAdBBnZBP3EhAQJAIAACfwJAAkACQCAHQQx2QQNxIgtBAWsOAwIAAQALQgEgAa2GIQ4gACABakFAay0AAAwCCyAAIABBQGsi\
CSABaiIHLQAAIgZBAnRB+AdxaiILQgEgAa2GQgEgBK2GhCIOIAspAwCFNwMAIABBMGoiCyAGQQFxQQN0aiIIIAgpAwAgDoU3AwAgBCAJaiAGOgAAIAdBDDoA\
ACAAIAkgA0VBAXQgAUEHcUECRnJBBXRB4CZqIgQoAgwiBmoiBy0AACIBQQJ0QfgHcWoiCEIBIAQoAggiBK2GQgEgBq2GhCIOIAgpAwCFNwMAIAsgAUEBcUED\
dGoiBiAGKQMAIA6FNwMAIAQgCWogAToAACAHQQw6AAAgACgCkAEhBiAAKAKAASEJDAILIAAgACABakFAayIHLQAAIghBAnRB+AdxaiIMQgEgAa2GIg4gDCkD\
AIU3AwAgAEEwaiIMIAhBAXFBA3RqIgggCCkDACAOhTcDACAHQQw6AAAgACAJQQJ0QXhxaiIIIAgpAwAgDoQ3AwAgDCADQQFxQQN0aiIIIAgpAwAgDoQ3AwAg\
ByADOgAAIAMLIgdBAnRB+AdxaiIIIA5CASAErYaEIg4gCCkDAIU3AwAgACAHQQFxQQN0aiIIIAgpAzAgDoU3AzAgBCAAQUBrIghqIAc6AAAgASAIakEMOgAA\
IAYtABEiBEEMRg0AIAAgBEECdEH4B3FqIgdCASABQQhzIAEgC0ECRhsiAa2GIg4gBykDAIQ3AwAgACAEQQFxQQN0aiIHIAcpAzAgDoQ3AzAgACABakFAayAE\
OgAACyAAIAM2AoABIAAgBkEYazYCkAEgACAAKAKEASAJQQFGazYChAFBK0EjIA0bIQMLIApBgARqJAAgAiAFaiADOgAAIAVBAWohBQsgAiAFakEAOgAAIAUL\
2AMCBH4BfyAAQTBqIAAoAoABIgdBA3RqKQMAIgRCASACrYYiBoNQBH4gBCAAIAFBA3RqKQMAgyEDIAApAzggACkDMIQhBAJAAkACQAJAAkACQCABDgUAAQID\
BAULAkAgACAHQQFzIgFBA3RqKQMwIAaDUARAIAAoApABLQAPIAJHDQELIAFBCXRBoNAAaiACQQN0aikDACADgw8LAkAgBCAGg0IAUg0AQXhBCCAHQQFGGyIA\
IAJqIgFBP0sNACACQQN1QQNBBCAHQQFGG0cgBEIBIAGthiIFg0IAUnINAEIBIABBAXQgAmqthiAFhCEFCyADIAWDDwsgAkEDdEGgyABqKQMAIAODDwsgAkEY\
bEGg5DJqIgAoAhAgACkDCCAAKQMAIASDfiAANQIUiKdBA3RqKQMAIAODDwsgAkEYbEGg2ABqIgAoAhAgACkDCCAAKQMAIASDfiAANQIUiKdBA3RqKQMAIAOD\
DwsgAkEYbCIBQaDYAGoiACgCECAAKQMIIAApAwAgBIN+IAA1AhSIp0EDdGopAwAgAUGg5DJqIgAoAhAgACkDCCAAKQMAIASDfiAANQIUiKdBA3RqKQMAhCAD\
gw8LIAJBA3RBoMwAaikDACADgwUgAwsL9gkCEX8DfgJ/IAAoApQBIAAoApABIgogACgCjAFrQRhtQQFqTQRAQSEgAEEBECANARogACgCkAEhCgsgAUEGdkE/\
cSEEIAAgAUE/cSILaiECIAAoAogBIQYgACgCgAEiDEEBcyIPIQUgAUEMdkEDcSINQQJHBEAgACAEakFAay0AACEFCyAGKQPgMCAKKQMAhSETIAotABAEQCAK\
LQAPQQdxQQN0IAZqQaAwaikDACAThSETCyACQUBrIgktAAAhAkEMIAUgDUEDRiIDGyEQIAooAghBAWohCAJ/AkAgAwRAIAAgAkECdEH4B3FqIgNCASAErYZC\
ASALrYaEIhQgAykDAIU3AwAgAEEwaiIOIAJBAXFBA3RqIgMgAykDACAUhTcDAEHAACEFIABBQGsiAyAEaiACOgAAIAlBDDoAACAAIAMgDEVBAXQgBEEHcUEC\
RnJBBXRB4CZqIgcoAggiDWoiES0AACIJQQJ0QfgHcWoiEkIBIAcoAgwiB62GQgEgDa2GhCIUIBIpAwCFNwMAIA4gCUEBcUEDdGoiDiAOKQMAIBSFNwMAIAMg\
B2ogCToAACARQQw6AAAgBiANIAxBBnRBgANqIgNqQQN0aikDACAGIAJBBnQiAiALckEDdGopAwAgE4UgBiACIARyQQN0aikDAIWFIAYgAyAHakEDdGopAwCF\
IRMMAQsgACAFQQxGBH8gAgUgACAAIARBCHMgBCANQQJGGyIDakFAayIILQAAIgdBAnRB+AdxaiIOQgEgA62GIhQgDikDAIU3AwAgACAHQQFxQQN0aiIHQTBq\
IAcpAzAgFIU3AwAgCEEMOgAAIAYgBUEJdCADQQN0cmopAwAgE4UhE0EAIQggCS0AAAsiA0ECdEH4B3FqIgVCASAErYYiFEIBIAuthoQiFSAFKQMAhTcDACAA\
IANBAXFBA3RqIgVBMGogBSkDMCAVhTcDAEHAACEFIAAgBGpBQGsiByADOgAAIAlBDDoAACAGIAJBBnQiAyALckEDdGopAwAgE4UgBiADIARyQQN0aiIJKQMA\
hSETQQAgAkEBSw0BGgJAIAQgC3NBEEYEQCAEIAtqQQF2IQUCfyAGLQDoMQRAIAAgBSAMEBUMAQsgACAPQQN0aikDMCAAKQMAIAxBCXRBoNAAaiAFQQN0aikD\
AIODQgBSC0UNASAFQQdxQQN0IAZqQaAwaikDACAThSETQQAhCEEBDAMLQQAhCCANQQFHDQEgACAHLQAAIgJBAnRB+AdxaiIDIAMpAwAgFIU3AwAgAEEwaiID\
IAJBAXFBA3RqIgIgAikDACAUhTcDACAHQQw6AAAgACABQQ12QQZxIAxqQQJqIgJBAnRBeHFqIgggCCkDACAUhDcDACADIAJBAXFBA3RqIgMgAykDACAUhDcD\
ACAHIAI6AAAgBiACQQl0IARBA3RyaikDACAJKQMAIBOFhSETC0EAIQgLQQALIQMgACgCiAFB6DBqIgIgBEGw+jlqLQAAIAotAA4iBCALQbD6OWotAABxcSIG\
QQN0aikDACEUIAIgBEEDdGopAwAhFSAAKAKQASICIBA6ACkgAiADOgAoIAIgBToAJyACIAY6ACYgAiABOwEkIAIgCDYCICACIBQgEyAVhYU3AxggACAPNgKA\
ASAAIAAoApABQRhqNgKQASAAIAAoAoQBIAxFajYChAFBAAsLpA4CCX8DfkEgIQUCQAJAIANFIABFIAFFcnINACACRQ0BAkADQCABLAAAIgdB/wFxIgRBCWsi\
BkEXS0EBIAZ0QZOAgARxRXINASABQQFqIQEgAkEBayICDQALDAILAkADQCABIAJBAWsiBmotAABBCWsiCUEXS0EBIAl0QZOAgARxRXINASAGIgINAAsMAgsC\
QANAIAEgAkEBayIGai0AACIJQSFrIgVBHktBASAFdEGFiICABHFFcg0BIAYiAg0ACwwCCwJAIAJBBUkNACABIAJBBGsiBmotAABB5QBHDQAgASACaiIFQQNr\
LQAAQS5HDQAgBiACIAlBLkYbIAIgBUECay0AAEHwAEYbIQILAkACQAJAIAACfwJAAkAgAkF+cUEERyAHQekAa0H/AXFB+AFJcg0AIAEtAAEiBkE5a0H/AXFB\
+AFJDQAgAS0AAiIJQekAa0H/AXFB+AFJDQAgAS0AAyILQTlrQf8BcUH4AUkNAAJAIAJBBUcEQEF/IQdBACECDAELQRYhBSABLQAEIgFBIGsgASABQeEAa0H/\
AXFBGkkbIgFBwQBrQf8BcUEZSw0HQQEhAkEcIQVBASEHAn8CQAJAAkAgAUH/AXFBwgBrDhEACwsLCwsLCwsLCwsECwsCAQsLQQIMAgtBAwwBC0EECyEHC0EX\
IQUgACAEQeEAayIIIAZBMWsiCkEDdGoiAWpBQGstAAAiBkEMRg0GIAZBAXEiDCAAKAKAAUcNBiAJIAtBA3RqQekDayEEQX8hCyAGQQF2IglBBUcNBEEEQTwg\
DBsgAUcEQEEFIQkMBQsgBCABQQJqRiAEIAFBAmtGcg0BQQUhCQwECwJAAkACQCACQQNrDgMAAQABCyAEQc8ARyAEQTBHcQ0AIAdB/wFxIQZBASEFA0AgASAF\
aiIELQAAQS1HDQEgBC0AASAGRw0BIAIgBUECaiIFSw0ACwwBC0EBIQRBACEJAkACQAJAAkACQAJAIAdBwgBrDhEABQUFBQUFBQUDBQUEBQUCAQULQQIhBAwD\
C0EDIQQMAgtBBCEEDAELQQUhBAsgBCEJQQAhBAtBfyEHAkAgAiAEQQFzIgZrQQNJDQAgASACaiIKQQFrLQAAIgtBGHRBGHUiCEHBAEggCEHaAEpyDQBBASEH\
QRwhBQJAAkACQAJAAkAgC0HCAGsOEQMCAgICAgICAgwCAgQCAgEAAgtBAyEHDAMLQQQhBwwCC0EcQRxBFiAIQcsARhsgCEHQAEYbDwtBAiEHCyAERQ0HQX5B\
fyAKQQJrLQAAQT1GGyACaiECCyAGQQJyIAJLDQcgASACQQJrIgVqLQAAIgxB6QBrQf8BcUH4AUkNB0F/IQggASACakEBay0AACIKQTlrQf8BcUH4AUkNBwJA\
IAUgBk0EQCAGIQIMAQsgBiICIAFqLQAAIgtB6QBrQf8BcUH4AUkNAEEBQQIgBBshAiALQeEAayEICyAKQQN0IQRBfyELAn9BfyACIAVPDQAaQX8gASACai0A\
ACIKQTlrQf8BcUH4AUkNABogAkEBaiECIApBMWsLIQogBCAMaiEEQQAhDAJAIAIgBU8NACABIAJqLQAAIgFB+ABHIAFBOkdxDQBBASELIAJBAWohAkEBIQwL\
IARB6QNrIQQgAiAFRyIBIAZyDQMgCkEATg0HQRYhBSAIQX9zQR92IAxHDQYgBEEHcSAIIAhBAEgbIQhBfyEKDAQLIAAoAoABRUEBdCACQQNHcgwBC0EcIQUg\
Ag0EIAxBAXQgBEEHcUECRnJBAnMLIgEQEwRAIAMgAUEFdEHgJmoiACgCBEEGdCAAKAIAckGA4AByOwEADAMLAkAgACgCkAEtAA4gAXZBAXFFDQAgAUEFdEHg\
JmopAxAgACkDOCAAKQMwhINQRQ0AQRkPC0EYDwtBFiEFIAENAgsCQEEXIAAgACgCgAFBA3RqKQMwIAAgCUEDdGopAwBCf0KBgoSIkKDAgAEgCK2GIAhBAEgb\
g0J/Qv8BIApBA3SthiAKQQBIG4ODIg4gACAJIAQQGYMiDVAEf0EYBSAHQQ50QYCgA2pBgKAHIAdBAE4iCBshCiAEQQZ0IQVCASAErYZC/4GAgICAgIB/gyEP\
QQAhAkEAIQYDQCANeqchASAAAn8CQCAJDQAgASAFckGAwAByIAEgBHNBB3FFIAQgACgCkAEtAA9HckUNARogD1ANACAKIAEgBXJyDAELIAEgBXILIgFB//8D\
cRAUBEACQCABQYDgAHFBgCBGBEAgB0EATg0BQRsPCyAIRQ0AQRwPCyABIQYgAkEBaiECCyANQgF9IA2DIg1CAFINAAtBGiEFIAJBAUoNAyACDQFBGQsgDlAb\
DwsCQCALQQFHDQAgACAEakFAay0AAEEMRw0AQRghBSAGQYDgAHFBgMAARw0CCyADIAY7AQALQQAhBQsgBQ8LQRYLNAEBfyMAQRBrIgMkACAAIAEgAiADQQ5q\
EBsiAUUEQCAAIAMvAQ4QGiEBCyADQRBqJAAgAQv0DwIWfwR+IwBBgARrIhAkACAAIBAQFiITBEAgAUEBayEUA0AgECARQQF0ai8BACEMAkAgACgClAEgACgC\
kAEiCSAAKAKMAWtBGG1BAWpNBEAgAEEBECANASAAKAKQASEJCyAMQQZ2QT9xIQMgACAMQT9xIgZqIQIgACgCiAEhCCAAKAKAASIHQQFzIhIhBSAMQQx2QQNx\
Ig1BAkcEQCAAIANqQUBrLQAAIQULIAgpA+AwIAkpAwCFIRggCS0AEARAIAktAA9BB3FBA3QgCGpBoDBqKQMAIBiFIRgLIAJBQGsiDi0AACECQQwgBSANQQNG\
IgQbIRUgCSgCCEEBaiEKAn8CQCAEBEAgACACQQJ0QfgHcWoiBEIBIAOthkIBIAathoQiGSAEKQMAhTcDACAAQTBqIg8gAkEBcUEDdGoiBCAEKQMAIBmFNwMA\
QcAAIQUgAEFAayIEIANqIAI6AAAgDkEMOgAAIAAgBCAHRUEBdCADQQdxQQJGckEFdEHgJmoiCygCCCINaiIWLQAAIg5BAnRB+AdxaiIXQgEgCygCDCILrYZC\
ASANrYaEIhkgFykDAIU3AwAgDyAOQQFxQQN0aiIPIA8pAwAgGYU3AwAgBCALaiAOOgAAIBZBDDoAACAIIA0gB0EGdEGAA2oiBGpBA3RqKQMAIAggAkEGdCIC\
IAZyQQN0aikDACAYhSAIIAIgA3JBA3RqKQMAhYUgCCAEIAtqQQN0aikDAIUhGAwBCyAAIAVBDEYEfyACBSAAIAAgA0EIcyADIA1BAkYbIgRqQUBrIgotAAAi\
C0ECdEH4B3FqIg9CASAErYYiGSAPKQMAhTcDACAAIAtBAXFBA3RqIgsgCykDMCAZhTcDMCAKQQw6AAAgCCAFQQl0IARBA3RyaikDACAYhSEYQQAhCiAOLQAA\
CyIEQQJ0QfgHcWoiBUIBIAOthiIZQgEgBq2GhCIaIAUpAwCFNwMAIAAgBEEBcUEDdGoiBSAFKQMwIBqFNwMwQcAAIQUgACADakFAayILIAQ6AAAgDkEMOgAA\
IAggAkEGdCIEIAZyQQN0aikDACAYhSAIIAMgBHJBA3RqIgQpAwCFIRhBACACQQFLDQEaAkAgAyAGc0EQRgRAIAMgBmpBAXYhBQJ/IAgtAOgxBEAgACAFIAcQ\
FQwBCyAAIBJBA3RqKQMwIAApAwAgB0EJdEGg0ABqIAVBA3RqKQMAg4NCAFILRQ0BIAVBB3FBA3QgCGpBoDBqKQMAIBiFIRhBACEKQQEMAwtBACEKIA1BAUcN\
ASAAIAstAAAiAkECdEH4B3FqIgogCikDACAZhTcDACAAQTBqIgogAkEBcUEDdGoiAiACKQMAIBmFNwMAIAtBDDoAACAAIAxBDXZBBnEgB2pBAmoiAkECdEF4\
cWoiDSANKQMAIBmENwMAIAogAkEBcUEDdGoiCiAKKQMAIBmENwMAIAsgAjoAACAIIAJBCXQgA0EDdHJqKQMAIAQpAwAgGIWFIRgLQQAhCgtBAAshBCAAKAKI\
AUHoMGoiAiADQbD6OWotAAAgCS0ADiIDIAZBsPo5ai0AAHFxIghBA3RqKQMAIRkgAiADQQN0aikDACEaIAAoApABIgIgFToAKSACIAQ6ACggAiAFOgAnIAIg\
CDoAJiACIAw7ASQgAiAKNgIgIAIgGSAYIBqFhTcDGCAAIBI2AoABIAAgACgCkAFBGGo2ApABIAAgACgChAEgB0VqNgKEAQtCASEZIAFBAUcEQCAAIBQQHSEZ\
CyAAKAKAASIIQQFzIQQgACgCkAEiBS8BDCIGQT9xIQMgBkEGdkE/cSECAkAgAAJ/AkACQAJAIAZBDHZBA3EiCUEBaw4DAgABAAtCASACrYYhGCAAIAJqQUBr\
LQAADAILIAAgAEFAayIIIAJqIgYtAAAiBUECdEH4B3FqIglCASACrYZCASADrYaEIhggCSkDAIU3AwAgAEEwaiIJIAVBAXFBA3RqIgcgBykDACAYhTcDACAD\
IAhqIAU6AAAgBkEMOgAAIAAgCCAERUEBdCACQQdxQQJGckEFdEHgJmoiAygCDCIFaiIGLQAAIgJBAnRB+AdxaiIHQgEgAygCCCIDrYZCASAFrYaEIhggBykD\
AIU3AwAgCSACQQFxQQN0aiIFIAUpAwAgGIU3AwAgAyAIaiACOgAAIAZBDDoAACAAKAKQASEFIAAoAoABIQgMAgsgACAAIAJqQUBrIgYtAAAiB0ECdEH4B3Fq\
IgxCASACrYYiGCAMKQMAhTcDACAAQTBqIgwgB0EBcUEDdGoiByAHKQMAIBiFNwMAIAZBDDoAACAAIAhBAnRBeHFqIgcgBykDACAYhDcDACAMIARBAXFBA3Rq\
IgcgBykDACAYhDcDACAGIAQ6AAAgBAsiBkECdEH4B3FqIgcgGEIBIAOthoQiGCAHKQMAhTcDACAAIAZBAXFBA3RqIgcgBykDMCAYhTcDMCADIABBQGsiB2og\
BjoAACACIAdqQQw6AAAgBS0AESIDQQxGDQAgACADQQJ0QfgHcWoiBkIBIAJBCHMgAiAJQQJGGyICrYYiGCAGKQMAhDcDACAAIANBAXFBA3RqIgYgBikDMCAY\
hDcDMCAAIAJqQUBrIAM6AAALIAAgBDYCgAEgACAFQRhrNgKQASAAIAAoAoQBIAhBAUZrNgKEASAZIBt8IRsgEUEBaiIRIBNHDQALCyAQQYAEaiQAIBsL8wQC\
B38GfkHw+jkoAgAiAUUEQEGg+jktAABFBEAQBBANQbD6OUKPnrz48OHDhw83AwBB6Po5Qo+evPjw4cOHDzcDAEHg+jlCj568+PDhw4cPNwMAQdj6OUKPnrz4\
8OHDhw83AwBB0Po5Qo+evPjw4cOHDzcDAEHI+jlCj568+PDhw4cPNwMAQcD6OUKPnrz48OHDhw83AwBBuPo5Qo+evPjw4cOHDzcDAEG3+jlBDjoAAEG0+jlB\
DDoAAEHv+jlBCzoAAEHs+jlBAzoAAEGw+jlBDToAAEHo+jlBBzoAABAMGkGg+jlBAToAAAtBfyECAkBBoNgAQaDkAEHgHkEAEAkNAEGg5DJBoPAyQeAiQQEQ\
CQ0AA0BCASAIhiEKIAinIQRCACEJA0AgCaciBUEDdCIBIARBCXQiA0GguDVqaiIGQgA3AwAgA0GguDdqIAFqIgdCADcDACAIIAlSBEBCASAJhiILIAqEIQxB\
ACECQQEhAQNAIARCACACEAoiDSALg1BFBEAgBiAMIAVCACACEAogDYOENwMAIAcgBCALIAIQCiAFIAogAhAKgzcDAAtBASECIAEhA0EAIQEgAw0ACwsgCUIB\
fCIJQsAAUg0ACyAIQgF8IghCwABSDQALQQAhAkGguDlBATYCAAtB8Po5QX9BASACGyIBNgIACyABQQFHBEBBAA8LQZgBEEsiAQR/IAFBAEGYAfwLACABBUEA\
CyIBRQRAQQAPCyABQcAANgKUASABQYAMEEsiAzYCjAEgA0UEQCABEExBAA8LIABFBEAQDCEACyABIAM2ApABIAEgADYCiAEgAUHMGkE4QQAQDhogAQsTACAA\
BEAgACgCjAEQTCAAEEwLC5EBAQR/QSEhAwJAQarVqtUAIAAoApABIAAoAowBIgJrQRhtIgRrIAFNDQAgASAEakEBaiIFIAAoApQBIgFLBEADQCABQQF0QarV\
qtUAIAFB1qrVKkkbIgEgBUkNAAsgAiABQRhsEE4iAkUNASAAIAE2ApQBIAAgAjYCjAEgACACIARBGGxqNgKQAQtBACEDCyADC2ICAX8CfiAAKAKQASIBKQMA\
IQMCQCABKAIIIgFBDkkNACAAKAKIAS0A6zFFDQAgAUH//wMgAUH//wNJG0EOa0EDdq1Crf7V5NSF/ajYAH5Cz4Keu+/v3oIUfCECCyACIAOFCwgAIAAgARAW\
CwkAQfT6OSgCAAsJAEH4+jkoAgALCQBB/Po5KAIACwkAQYD7OSgCAAsGACAAEEsLBgAgABBMC5cCAgF+BH8CQCACRQ0AIAJBAUcEQCACQX5xIQYDQCABIARB\
A3QiB2ogAELrh9aF6Mih5OEAfSIDQh6IIAOFQrnLk+fR7ZGsv39+IgNCG4ggA4VC66PEmbG3kuiUf34iA0IfiCADhTcDACABIAdBCHJqIABCqvDT9K/uvLc8\
fCIAQh6IIACFQrnLk+fR7ZGsv39+IgNCG4ggA4VC66PEmbG3kuiUf34iA0IfiCADhTcDACAEQQJqIQQgBUECaiIFIAZHDQALCyACQQFxRQ0AIAEgBEEDdGog\
AELrh9aF6Mih5OEAfSIAQh6IIACFQrnLk+fR7ZGsv39+IgBCG4ggAIVC66PEmbG3kuiUf34iAEIfiCAAhTcDAAsL3QECAX4FfwJ+QgAgAkUNABogAkEDcSEH\
AkAgAkEBa0EDSQRAQQAhAgwBCyACQXxxIQhBACECA0AgACABIAJBAnQiBEEMcmooAgBBA3RqKQMAIAAgASAEQQhyaigCAEEDdGopAwAgACABIARBBHJqKAIA\
QQN0aikDACAAIAEgBGooAgBBA3RqKQMAIAOFhYWFIQMgAkEEaiECIAZBBGoiBiAIRw0ACwsgBwRAA0AgACABIAJBAnRqKAIAQQN0aikDACADhSEDIAJBAWoh\
AiAFQQFqIgUgB0cNAAsLIAMLC7UBAgF+BH8CfkIAIAJFDQAaIAJBAXEhBQJAIAJBAUYEQEEAIQIMAQsgAkF+cSEGQQAhAgNAIAAgASACQQJ0IgdBBHJqKAIA\
QQN0aikDAEIQiCAAIAEgB2ooAgBBA3RqKQMAQhCIIAN8fEL///////8/gyEDIAJBAmohAiAEQQJqIgQgBkcNAAsLIAUEfiAAIAEgAkECdGooAgBBA3RqKQMA\
QhCIIAN8Qv///////z+DBSADCwu6CxoAIABBIk0EfyAAQQN0QeAJaigCAAVBqRcLCxoAIABBIk0EfyAAQQN0QeQJaigCAAVB1RMLCwYAQZD8OQsxAQF/QfAx\
EEsiBQRAIAUgACABIAIgAxALBEAgBRBMQQAPCyAFIARBAEc6AOsxCyAFCwYAIAAQHgsGACAAEB8LFwBB9Po5QQA2AgAgACABIAJB9Po5EA4LCgAgACABIAIQ\
HAuXCwISfwN+IAFB//8DcSEKQQAhASMAQYAEayIPJABBGCECAkAgACAPEBYiA0UNAANAIAogDyABQQF0ai8BAEcEQCADIAFBAWoiAUcNAQwCCwsCfwJAIAAo\
ApQBIgEgACgCkAEiCyAAKAKMASIDa0EYbSICQQFqSw0AIAJBAmoiBCABTQ0AA0AgAUEBdEGq1arVACABQdaq1SpJGyIBIARJDQALQSEgAyABQRhsEE4iA0UN\
ARogACABNgKUASAAIAM2AowBIAAgAyACQRhsaiILNgKQAQsgCkEGdkE/cSEDIAAgCkE/cSIJaiEBIAAoAogBIQQgACgCgAEiDEEBcyIQIQUgCkEMdkEDcSII\
QQJHBEAgACADakFAay0AACEFCyAEKQPgMCALKQMAhSEUIAstABAEQCALLQAPQQdxQQN0IARqQaAwaikDACAUhSEUCyABQUBrIg0tAAAhAUEMIAUgCEEDRiIC\
GyERIAsoAghBAWohBgJ/AkAgAgRAIAAgAUECdEH4B3FqIgJCASADrYZCASAJrYaEIhUgAikDAIU3AwAgAEEwaiIOIAFBAXFBA3RqIgIgAikDACAVhTcDAEHA\
ACEFIABBQGsiAiADaiABOgAAIA1BDDoAACAAIAIgDEVBAXQgA0EHcUECRnJBBXRB4CZqIgcoAggiCGoiEi0AACINQQJ0QfgHcWoiE0IBIAcoAgwiB62GQgEg\
CK2GhCIVIBMpAwCFNwMAIA4gDUEBcUEDdGoiDiAOKQMAIBWFNwMAIAIgB2ogDToAACASQQw6AAAgBCAIIAxBBnRBgANqIgJqQQN0aikDACAEIAFBBnQiASAJ\
ckEDdGopAwAgFIUgBCABIANyQQN0aikDAIWFIAQgAiAHakEDdGopAwCFIRQMAQsgACAFQQxGBH8gAQUgACAAIANBCHMgAyAIQQJGGyICakFAayIGLQAAIgdB\
AnRB+AdxaiIOQgEgAq2GIhUgDikDAIU3AwAgACAHQQFxQQN0aiIHIAcpAzAgFYU3AzAgBkEMOgAAIAQgBUEJdCACQQN0cmopAwAgFIUhFEEAIQYgDS0AAAsi\
AkECdEH4B3FqIgVCASADrYYiFUIBIAmthoQiFiAFKQMAhTcDACAAIAJBAXFBA3RqIgUgBSkDMCAWhTcDMEHAACEFIAAgA2pBQGsiByACOgAAIA1BDDoAACAE\
IAFBBnQiAiAJckEDdGopAwAgFIUgBCACIANyQQN0aiICKQMAhSEUQQAgAUEBSw0BGgJAIAMgCXNBEEYEQCADIAlqQQF2IQUCfyAELQDoMQRAIAAgBSAMEBUM\
AQsgACAQQQN0aikDMCAAKQMAIAxBCXRBoNAAaiAFQQN0aikDAIODQgBSC0UNASAFQQdxQQN0IARqQaAwaikDACAUhSEUQQAhBkEBDAMLQQAhBiAIQQFHDQEg\
ACAHLQAAIgFBAnRB+AdxaiIGIAYpAwAgFYU3AwAgAEEwaiIGIAFBAXFBA3RqIgEgASkDACAVhTcDACAHQQw6AAAgACAKQQ12QQZxIAxqQQJqIgFBAnRBeHFq\
IgggCCkDACAVhDcDACAGIAFBAXFBA3RqIgYgBikDACAVhDcDACAHIAE6AAAgBCABQQl0IANBA3RyaikDACACKQMAIBSFhSEUC0EAIQYLQQALIQIgACgCiAFB\
6DBqIgEgA0Gw+jlqLQAAIAstAA4iAyAJQbD6OWotAABxcSIEQQN0aikDACEVIAEgA0EDdGopAwAhFiAAKAKQASIBIBE6ACkgASACOgAoIAEgBToAJyABIAQ6\
ACYgASAKOwEkIAEgBjYCICABIBUgFCAWhYU3AxggACAQNgKAASAAIAAoApABQRhqNgKQASAAIAAoAoQBIAxFajYChAFBAAshAgsgD0GABGokACACC4EGAgl/\
AX4Cf0EeIAAoApABIgUgACgCjAFGDQAaIAUvAQwiAUUEQCAAIAAoAoABIgJBAXM2AoABIAAgACgCkAFBGGs2ApABIAAgACgChAEgAkEBRms2AoQBQQAMAQsg\
AUE/cSEEIAFBBnZBP3EhAiAAKAKAASIGQQFzIQcCQCAAAn8CQAJAAkAgAUEMdkEDcSIIQQFrDgMCAAEAC0IBIAKthiEKIAAgAmpBQGstAAAMAgsgACAAQUBr\
IgUgAmoiBi0AACIBQQJ0QfgHcWoiCEIBIAKthkIBIASthoQiCiAIKQMAhTcDACAAQTBqIgggAUEBcUEDdGoiAyADKQMAIAqFNwMAIAQgBWogAToAACAGQQw6\
AAAgACAFIAdFQQF0IAJBB3FBAkZyQQV0QeAmaiIEKAIMIgFqIgYtAAAiAkECdEH4B3FqIgNCASAEKAIIIgSthkIBIAGthoQiCiADKQMAhTcDACAIIAJBAXFB\
A3RqIgEgASkDACAKhTcDACAEIAVqIAI6AAAgBkEMOgAAIAAoApABIQUgACgCgAEhBgwCCyAAIAAgAmpBQGsiAS0AACIDQQJ0QfgHcWoiCUIBIAKthiIKIAkp\
AwCFNwMAIABBMGoiCSADQQFxQQN0aiIDIAMpAwAgCoU3AwAgAUEMOgAAIAAgBkECdEF4cWoiAyADKQMAIAqENwMAIAkgB0EBcUEDdGoiAyADKQMAIAqENwMA\
IAEgBzoAACAHCyIBQQJ0QfgHcWoiAyAKQgEgBK2GhCIKIAMpAwCFNwMAIAAgAUEBcUEDdGoiAyADKQMwIAqFNwMwIAQgAEFAayIDaiABOgAAIAIgA2pBDDoA\
ACAFLQARIgRBDEYNACAAIARBAnRB+AdxaiIBQgEgAkEIcyACIAhBAkYbIgKthiIKIAEpAwCENwMAIAAgBEEBcUEDdGoiASABKQMwIAqENwMwIAAgAmpBQGsg\
BDoAAAsgACAHNgKAASAAIAVBGGs2ApABIAAgACgChAEgBkEBRms2AoQBQQALCwYAIAAQIQsKACAAECFCIIinCwcAIAAQIacLmAQBBn8gACEEIAEhA0EAIQBB\
ByEFA0AgBUEDdCEGQQAhAQJAA0BBACECAkADQCAEIAEgBmpqQUBrLQAAIgdBDEYEQCACQQFqIQIgAUEBaiIBQQhHDQEMAgsLIAIEQCAAIANqIAJBMGo6AAAg\
AEEBaiEACyAAIANqIAdByhdqLQAAOgAAIABBAWohACABQQFqIgFBCEcNAQwCCwsgACADaiACQTBqOgAAIABBAWohAAsgACADaiECIABBAWohASAFBEAgAkEv\
OgAAIAVBAWshBSABIQAMAQsLIAJBIDoAACABIANqQfcAQeIAIAQoAoABQQFGGzoAACACQSA6AAIgAEEDaiECIAQoApABLQAORQRAIAIgA2pBLToAACAAQQRq\
IQILQQAhAQNAIAQoApABLQAOIAF2QQFxBEAgAiADaiABQYoQai0AADoAACACQQFqIQILIAFBAWoiAUEERw0ACyACIANqIgBBIDoAACAAAn8gBCgCkAEtAA8i\
AUHAAEYEQCACQQJqIQFBLQwBCyABEAYhBSAAIAEQB0ExajoAAiACQQNqIQEgBUHhAGoLOgABIAEgA2pBIDoAACADIAMgAUEBaiIAaiAEKAKQASgCCCIBQf//\
AyABQf//A0kbEBIgAGoiAGpBIDoAACADIAMgAEEBaiIAaiAEKAKEASIBQf//AyABQf//A0kbEBIgAGoiAGpBADoAACAACwgAIAAgARAiCw8AIAAgAUH//wNx\
IAIQGAvlAQEHfyMAQYAEayIGJAAgACAGECIiCQRAA0AgBwRAIAIgBWpBIDoAACAFQQFqIQULIAIgBWohAyAGIAdBAXRqLwEAIQQCfyABBEAgACAEIAMQGAwB\
CyADIARBB3FB4QBqOgAAIAMgBEEJdkEHcUExajoAAyADIARBBnZBB3FB4QBqOgACIAMgBEEDdkEHcUExajoAAUEEIQggBEGA4ABxQYAgRgRAIAMgBEEOdkGF\
EGotAAA6AARBBSEICyADIAhqQQA6AAAgCAsgBWohBSAHQQFqIgcgCUcNAAsLIAZBgARqJAAgBQs7AQF/IwBBEGsiAyQAIANBADsBDiAAIAEgAiADQQ5qEBsh\
ACADLwEOIQEgA0EQaiQAQQAgAGsgASAAGwsIACAAKAKAAQv9AQIFfwR+IAApAygiBiAAQTBqIgMgACgCgAEiBEEDdGopAwCDeqciAkEDdCIBQaDQAGoiBSkD\
gAQgACkDACIHIAApAzAiCIODIAcgACkDOCIJIAUpAwCDg4QgACkDCCABQaDIAGopAwCDhCABQaDMAGopAwAgBoOEIAJBGGwiAkGg2ABqIgEoAhAgASkDCCAI\
IAmEIgYgASkDAIN+IAE1AhSIp0EDdGopAwAgACkDICIHIAApAxiEg4QgAkGg5DJqIgEoAhAgASkDCCABKQMAIAaDfiABNQIUiKdBA3RqKQMAIAApAxAgB4SD\
hCADIARBAXNBA3RqKQMAg0IAUgteAgN/AX4gACgCkAEiAigCCCIDIAIgACgCjAFrQRhtIgAgACADSxsiA0ECTwRAIAIpAwAhBEECIQADQCABIAIgAEFobGop\
AwAgBFFqIQEgAEECaiIAIANNDQALCyABCxIAIAAoApABIAAoAowBa0EYbQsLACAAKAKQASgCCAsIACAAKAKEAQveAwIHfwF+AkAgACkDOCAAKQMwhCIJe6ci\
AkUNACACQQFHBEAgAkH+AHEhByAAQUBrIQUDQCABIANBAnQiBmogBSAJeqciCGotAABBBnQgCHI2AgAgASAGQQRyaiAFIAlCAX0gCYMiCXqnIgZqLQAAQQZ0\
IAZyNgIAIAlCAX0gCYMhCSADQQJqIQMgBEECaiIEIAdHDQALCyACQQFxRQ0AIAEgA0ECdGogACAJeqciA2pBQGstAABBBnQgA3I2AgALIAAoApABIgQtAA4i\
A0EBcQRAIAEgAkECdGpBgAY2AgAgAkEBaiECCyADQQJxBEAgASACQQJ0akGBBjYCACACQQFqIQILIANBBHEEQCABIAJBAnRqQYIGNgIAIAJBAWohAgsgA0EI\
cQRAIAEgAkECdGpBgwY2AgAgAkEBaiECCwJAIAQtAA8iA0HAAEYNACAAKAKAASIFQQFzIQQCfyAAKAKIAS0A6DEEQCAAIAMgBBAVDAELIAAgBUEDdGopAzAg\
ACkDACAEQQl0QaDQAGogA0EDdGopAwCDg0IAUgtFDQAgASACQQJ0aiADQQdxQYQGajYCACACQQFqIQILIAAoAoABQQFGBH8gASACQQJ0akGMBjYCACACQQFq\
BSACCwsjACABQQBMBH5CAQUgACABQQFqECAEfkIABSAAIAEQHQsLugvRAgECf0H0+jlBADYCACMAQbABayIEJABBICEFAkAgAUUgA0VyDQBBoPo5LQAARQRA\
EAQQDUGw+jlCj568+PDhw4cPNwMAQej6OUKPnrz48OHDhw83AwBB4Po5Qo+evPjw4cOHDzcDAEHY+jlCj568+PDhw4cPNwMAQdD6OUKPnrz48OHDhw83AwBB\
yPo5Qo+evPjw4cOHDzcDAEHA+jlCj568+PDhw4cPNwMAQbj6OUKPnrz48OHDhw83AwBBt/o5QQ46AABBtPo5QQw6AABB7/o5QQs6AABB7Po5QQM6AABBsPo5\
QQ06AABB6Po5QQc6AAAQDBpBoPo5QQE6AAALIAQgAAR/IAAFEAwLNgKIASAEQQE2ApQBIAQgBEGYAWoiADYCkAEgBCAANgKMASAEIAEgAkH0+jkQDiIFDQAg\
AyAEECE3AwALIARBsAFqJAAgBQtTAQN/AkAgBARAA0BB/Po5IAU2AgAgACABIAIgBUEBdGoiBy8BACADIAVBA3RqEEYiBg0CIAEgBy8BAGohASAFQQFqIgUg\
BEcNAAsLQQAhBgsgBgsGACAAEEkLVwECfyAARQRAEAwhAAsCQAJAQYT7OSgCACICRQ0AQYT7OSgCACEBIAIoAogBIABHBEAgARAfQYT7OUEANgIADAELIAEN\
AQtBhPs5IAAQHiIBNgIACyABC9kHAgp/BH4jAEEgayIGJAACQCAAEEkiAEUEQEEhIQAMAQsjAEEQayIHJAAgBkIANwIIIAZBADYCGCAGQgA3AhACQCAAQQAg\
ASACIgVFchtFBEAgBkEgNgIIDAELAn9BACADRQ0AGkEAIARFDQAaIAAQISEPIAZBATYCECADIA83AwBBAQshAiAHIAE2AgggByABIAVqQQAgARs2AgwgB0EI\
aiAHQQRqIAcQFyIFQQFGBEADQCAHKAIEIQgCfwJAAkACfwJAAkAgBygCACINQQJrDgMABAEECyAILwAAQa3aAEYNAiAIQYUbQQIQUAwBCyAIQYgbQQQQUAsN\
AQsCf0EiIAApAygiDyAAQTBqIgkgACgCgAEiCkEDdGopAwCDeqciC0EDdCIFQaDQAGoiDikDgAQgACkDACIQIAApAzAiEYODIBAgACkDOCISIA4pAwCDg4Qg\
ACkDCCAFQaDIAGopAwCDhCAFQaDMAGopAwAgD4OEIAtBGGwiC0Gg2ABqIgUoAhAgBSkDCCARIBKEIg8gBSkDAIN+IAU1AhSIp0EDdGopAwAgACkDICIQIAAp\
AxiEg4QgC0Gg5DJqIgUoAhAgBSkDCCAFKQMAIA+DfiAFNQIUiKdBA3RqKQMAIAApAxAgEISDhCAJIApBAXNBA3RqKQMAg0IAUg0AGiAAKAKUASAAKAKQASIF\
IAAoAowBa0EYbUEBak0EQEEhIABBARAgDQEaIAAoApABIQULIAAoAogBIgkpA+AwIAUpAwCFIQ8gBS0ADiEKIAUgBS0AEAR+IAUtAA9BB3FBA3QgCWpBoDBq\
KQMAIA+FBSAPCzcDGCAFQQw6ACkgBUHAADsAJyAFIAo6ACYgBUEAOwEkIAUgBSgCCEEBajYCICAFIAUoARI2ASogBSAFLwEWOwEuIAAgACgCgAEiBUEBczYC\
gAEgACAAKAKQAUEYajYCkAEgACAAKAKEASAFRWo2AoQBQQALDAELIAAgCCANEBwLIgUEQCAGIA02AhggBiAFNgIIIAYgCCABazYCFAwDCyAGIAxBAWoiDDYC\
DCADRSACIARPckUEQCAAECEhDyAGIAJBAWoiBTYCECADIAJBA3RqIA83AwAgBSECCyAHQQhqIAdBBGogBxAXIgVBAUYNAAsLIAVBAE4NACAGQR02AgggBiAH\
KAIEIAFrNgIUIAYgBygCADYCGAsgB0EQaiQAQYD7OSAGKAIMIgE2AgBB9Po5IAYpAhQ3AgAgBigCCCIAIAFBgYAESXINAEGE+zkoAgAQH0GE+zlBADYCACAG\
KAIIIQALIAZBIGokACAAC9YBAgN/An4CQAJ/QQUhAQNAIAEgAEEBIAF0QRBrTQ0BGiABQQFqIgFBH0cNAAtBHwsiAUEeSw0AAkAgAUECdEGQ+zlqIgIoAgAi\
AARAIAIgACgCADYCAAwBCwJ/QQEgAXQhAkGM/DkoAgAiAEUEQEGM/DlBgK3KACIANgIACyAArSACrXwiBD8ArUIQhiIFVgRAQQAgBCAFfUL//wN8QhCIp0AA\
QX9GDQEaQYz8OSgCACEAC0GM/DkgBD4CACAACyIARQ0BCyAAIAE2AgAgAEEQaiEDCyADCysBAX8gAARAIAAQTSIAIAAoAgBBAnRBkPs5aiIBKAIANgIAIAEg\
ADYCAAsLBwAgAEEQawtEAQF/IABFBEAgARBLDwsgAUEBIAAQTSgCAHRBEGsiAk0EQCAADwsgARBLIgFFBEBBAA8LIAEgACAC/AoAACAAEEwgAQsEAEEBC4EB\
AQJ/AkACQCACQQRPBEAgACABckEDcQ0BA0AgACgCACABKAIARw0CIAFBBGohASAAQQRqIQAgAkEEayICQQNLDQALCyACRQ0BCwNAIAAtAAAiAyABLQAAIgRG\
BEAgAUEBaiEBIABBAWohACACQQFrIgINAQwCCwsgAyAEaw8LQQALBAAjAAsGACAAJAALEAAjACAAa0FwcSIAJAAgAAsGAEH4rDoLC5QgBgBBgAgLoQEBAAAA\
AgAAAAIAAAABAAAAAgAAAP////8BAAAA/v/////////+/////v/////////+////AQAAAP////8CAAAAAQAAAAAAAAABAAAAAQAAAAAAAAABAAAA/////wEA\
AAD/////AAAAAP//////////AAAAAP////8BAAAA//////////8BAAAAAQAAAAEAAAD//////////wEAAAD/////AQBBrAkLixUBAAAA/////wAAAAAAAAAA\
/////wEAAAABAAAA/////wEAAAABAAAA////////////////3gsAALwHAABoCgAA+AUAAPsKAADnDQAAzQoAAL4OAABmDAAAZgcAALoKAABGBwAAIwsAADII\
AABHCwAA9Q4AANwKAABrCQAA7QsAAA8IAADrCgAAjQ0AAKkMAABjDgAAmgoAAMUHAAAzCwAAAQcAAIwKAACHDgAA4QsAAMkIAACxCwAAcQYAAPsLAAAkCgAA\
nAwAABINAACPDAAA1wwAAAgMAABQCAAARAwAALcGAACuCgAAJQ4AALIMAACQCQAAvQsAAIUHAAAeDAAAcQgAABQLAACbBwAAeAwAAOgJAADADAAAVgsAAHwK\
AAAXBgAAkwsAABcJAABZDAAALAkAAAsLAAC5CQAAcgoAAAkGAAAxDAAAnwgAAHRoZSBGRU4gaXMgZW1wdHkAb3V0IG9mIG1lbW9yeQBhbiB1bmNsb3NlZCBj\
b21tZW50LCBhbiB1bmJhbGFuY2VkIHBhcmVudGhlc2lzIG9yIGEgbW92ZSBhZnRlciB0aGUgcmVzdWx0IGluIHRoZSBtb3ZldGV4dABubyBwYXduIGNhbiBq\
dXN0IGhhdmUgbWFkZSB0aGUgZG91YmxlIHN0ZXAgdGhlIGVuLXBhc3NhbnQgc3F1YXJlIHNheXMAbm8gbW92ZSBnaXZlcyB0aGlzIGNoZWNrOiBtb3JlIHRo\
YW4gdHdvIGNoZWNrZXJzLCBvciB0d28ga25pZ2h0cyBvciBwYXducwBhIGNhc3RsaW5nIHJpZ2h0IHdpdGhvdXQgaXRzIGtpbmcgYW5kIHJvb2sgb24gdGhl\
aXIgb3JpZ2luYWwgc3F1YXJlcwBhIHJhbmsgaGFzIGZld2VyIHRoYW4gOCBzcXVhcmVzAGEgcmFuayBoYXMgbW9yZSB0aGFuIDggc3F1YXJlcwBubyBsZWdh\
bCBtb3ZlIG1hdGNoZXMAbW9yZSB0aGFuIG9uZSBsZWdhbCBtb3ZlIG1hdGNoZXMAbm8gZXJyb3IAY2FzdGxpbmcgcmlnaHRzIG11c3QgYmUgJy0nIG9yIGEg\
c3Vic2V0IG9mICdLUWtxJyBpbiB0aGF0IG9yZGVyAG5icnEAS1FrcQBhIHBhd24gb24gdGhlIGZpcnN0IG9yIGVpZ2h0aCByYW5rAHR3byBkaWdpdHMgaW4g\
YSByb3cgaW4gYSByYW5rAHRoZSBzaWRlIG5vdCB0byBtb3ZlIGlzIGluIGNoZWNrAHRoZSBtb3ZlIHdvdWxkIGxlYXZlIG9yIHB1dCB0aGUga2luZyBpbiBj\
aGVjawBhIG51bGwgbW92ZSBpcyBub3QgYWxsb3dlZCB3aGlsZSBpbiBjaGVjawB0aGUgZW4tcGFzc2FudCBzcXVhcmUgbXVzdCBiZSBvbiByYW5rIDYgd2l0\
aCB3aGl0ZSB0byBtb3ZlLCByYW5rIDMgd2l0aCBibGFjawBubyBtb3ZlIHRvIHRha2UgYmFjawB0aGUgaW5jcmVtZW50YWwga2V5IGRpZmZlcnMgZnJvbSB0\
aGUga2V5IGNvbXB1dGVkIGZyb20gc2NyYXRjaABlYWNoIHNpZGUgbXVzdCBoYXZlIGV4YWN0bHkgb25lIGtpbmcAdGhlIHNpZGUgdG8gbW92ZSBoYXMgbm8g\
c3VjaCBwaWVjZSB0aGVyZQBhbiBhcmd1bWVudCBpcyBvdXQgb2YgcmFuZ2UAdW5rbm93biBlcnJvciBjb2RlAGEgcGF3biByZWFjaGluZyB0aGUgbGFzdCBy\
YW5rIG11c3QgbmFtZSBpdHMgcHJvbW90aW9uIHBpZWNlAGFuIGVuLXBhc3NhbnQgc3F1YXJlIG5lZWRzIGEgaGFsZm1vdmUgY2xvY2sgb2YgMDogYSBwYXdu\
IGp1c3QgbW92ZWQARkVOX0VNUFRZAE5PX01FTU9SWQBNT1ZFVEVYVF9TWU5UQVgARkVOX0VQX1NZTlRBWABGRU5fQ0FTVExJTkdfU1lOVEFYAE1PVkVfU1lO\
VEFYAEZFTl9SQU5LX1RPT19TSE9SVABGRU5fUkFOS19DT1VOVABGRU5fS0lOR19DT1VOVABGRU5fUElFQ0VfQ09VTlQARkVOX0ZJRUxEX0NPVU5UAEFSR1VN\
RU5UAE1PVkVfQU1CSUdVT1VTAEZFTl9SQU5LX0RJR0lUUwBGRU5fQ0FTVExJTkdfUklHSFRTAEZFTl9QSUVDRV9DSEFSAG9ubHkgYSBwYXduIHJlYWNoaW5n\
IHRoZSBsYXN0IHJhbmsgcHJvbW90ZXMsIHRvIE4sIEIsIFIgb3IgUQBOT1RISU5HX1RPX1VORE8ATy1PLU8AVU5LTk9XTgBGRU5fRVBfUEFXTgBNT1ZFX0lM\
TEVHQUwAcFBuTmJCclJxUWtLAFBOQlJRSwBPSwBGRU5fRVBfUkFOSwBGRU5fUEFXTl9SQU5LAEZFTl9FUF9DTE9DSwBGRU5fT1BQT05FTlRfSU5fQ0hFQ0sA\
TU9WRV9LSU5HX0lOX0NIRUNLAE5VTExfTU9WRV9JTl9DSEVDSwBGRU5fSU1QT1NTSUJMRV9DSEVDSwBLRVlfTUlTTUFUQ0gARkVOX1JBTktfVE9PX0xPTkcA\
TU9WRV9QUk9NT1RJT05fTUlTU0lORwBGRU5fRlVMTE1PVkUARkVOX0hBTEZNT1ZFAEZFTl9TSURFAE1PVkVfTk9fUElFQ0UATU9WRV9QUk9NT1RJT05fSU5W\
QUxJRAB0aGUgZnVsbG1vdmUgbnVtYmVyIG11c3QgYmUgYSB3aG9sZSBudW1iZXIgZnJvbSAxIHRvIDY1NTM1AHRoZSBoYWxmbW92ZSBjbG9jayBtdXN0IGJl\
IGEgd2hvbGUgbnVtYmVyIGZyb20gMCB0byA2NTUzNQBybmJxa2Juci9wcHBwcHBwcC84LzgvOC84L1BQUFBQUFBQL1JOQlFLQk5SIHcgS1FrcSAtIDAgMQBa\
MAAwMDAwAG1vcmUgcGllY2VzIHRoYW4gYSBzaWRlIGNhbiBoYXZlICgxNiBpbiBhbGwsIDggcGF3bnMsIHByb21vdGlvbnMgb25seSBmcm9tIG1pc3Npbmcg\
cGF3bnMpAGEgRkVOIGhhcyA2IHNwYWNlLXNlcGFyYXRlZCBmaWVsZHMgKG9yIDQsIHdpdGhvdXQgdGhlIGNsb2NrcykAbm90IGEgbW92ZSBpbiBTQU4gKE5m\
MywgZXhkNSwgTy1PLCBlOD1RKSBvciBVQ0kgKGcxZjMsIGU3ZThxKQB0aGUgc2lkZSB0byBtb3ZlIG11c3QgYmUgJ3cnIG9yICdiJwB0aGUgZW4tcGFzc2Fu\
dCBmaWVsZCBtdXN0IGJlICctJyBvciBhIHNxdWFyZSBsaWtlICdlMycAdGhlIHBpZWNlIHBsYWNlbWVudCBtdXN0IGhhdmUgOCByYW5rcyBzZXBhcmF0ZWQg\
YnkgJy8nAGEgY2hhcmFjdGVyIHRoYXQgaXMgbm90IGEgcGllY2UgKFBOQlJRS3BuYnJxayksIGEgZGlnaXQgMS04IG9yICcvJwBBwB4LFQgAAAACAAAAAgAA\
AAIAAAABAAAAAQBB4R4LzAhAFIBiAIAAQAAQACAAQAiACAEgABCACCSAAAgBEICBgAIABAAYgAIABAACgAGAAsQAAAIAAQAZAgBHiCEIACEkgABAAIAEAAhA\
gAQggAJAhgAQACCAAICAAAgCEIAECAAEgAAIgJJAAESAAAKABAAMKAACwQBCAQAFgkAEAAMAIABAAICAAACEIABAAAEBAAAgABCAgkECIAAQCwABBQAAAQgQ\
AAUAggACAASAgAAAEBGCKAAEQACBQAAcAMoARIAgAIBAAEACABAgQABAAAAAIEAAEwELMggAEAAhAAEIAASAgAAIYACAAAKAAAQABAIB0AAESAACBIEAAEIA\
CAgBIEAAQACADEEgAIIAAhESByCAgAAQgAAAEgAiCEAAKAAIAAERBAAAAASAgAIAAgCIMAAEAiEEAIIAAEEAAIMCAIAAQCCAICAAQAAQIEAgBiIAQgASggQE\
EABCAAogAAAQAIUIAAEIAYCAAAQAAgQACACEEAECgEABAAJEgAAAcUAAIABAAIAQQEEBECAAQCAAAUEAIBAAAgAhAjAZAI0iAAUASAARAAgACwAEGAALFAAE\
EAIBCAgAAAIDXIIQKCApQACAEABhAIEQAEAgACEAAgqCQBEgAgQBECABCQQBAAIIBCAQAUKAQQIIAEQAAQAEiAABAhAAAAJEgAYxAAhCADEEAhACCAAMAmMA\
CZAIACICRkIIFBAAACAAAIFAAhAAoIASQFAEASAQAcAEKAIAQQAQVQEIwgSIIAQBKIBEAEgATISEQKAIgEAAIQggoCABADKFCAiCxACCAIIhCgAAAAQQQBGB\
BAkBAMBIAQEGEARAAyiCCDAFAAICCAEBAkAElAQCCBBAAUAASKgIAEQEABGFAAoCEEgAQAACAiAgAAAgIQEEAgIAIAEQAQJAgAigIAQBAmAEAYAECSQAAAEB\
jBAEIAAQQgFACBQEABABAEAHBCIBMAAAgBBAAAAEBApQgAACIQACIaCAAAcBAmEAAJAAEgABAQAKQQCBAAKBAEBQEFRABQEAgAIQiCCEAIFIAmgAAQIEQACC\
AAgIQAAQAEEAAAREAOEAAQEAgtAIQRQEBEAIAQSMoQRBggCUIiFACIAgiJAAAAYCCDAUiAAAAIIBEBQgAAAA2IAAQgxIEAACApQADCACAAIgCChHKEBAEABC\
AkIgATAkQAABRFAAABAIIARMAAQAACQETBAKAICIiACEAAAgFCRICCFAAABCCgUhCEBIKAOAUAgEQAAIAIAABBAIBQYIgICIgAggACIgAQkFARIACASEEAQB\
goAICAglCASZAIAIQkIwEAUAAFFQQAAQCQCBABARCAIAAIAyBIQgJAFAQQBBABAQBQAEAAAABgAAAAcAAAAFAAAAYAAAAAAAAABgAAAAAAAAAAQAAAACAAAA\
AAAAAAMAAAAOAAAAAAAAAAwAAAAAAAAAPAAAAD4AAAA/AAAAPQBBtycLFmAAAAAAAAAAYDwAAAA6AAAAOAAAADsAQdcnC0kOAAAAAAAAAAwBAAAAAQAAAAEA\
AAD//////////wEAAAD//////////wEAAAAAAAAA/////wAAAAAAAAAAAQAAAAAAAAD/////";function Zt(t){if(/^[a-z][a-z0-9+.-]+:/i.test(t))return new URL(t);let A=process.getBuiltinModule?.("node:url");return A?
A.pathToFileURL(t):new URL(t,`file://${process.cwd().replace(/\/*$/,"/")}`)}async function Pt(t){let A=process.getBuiltinModule?.(
"node:fs");return A?A.readFileSync(t):(await import("node:fs/promises")).readFile(t)}var Wt=()=>wA(qt),{init:$g,initSync:Ao}=rt(xt,{moduleUrl:()=>new URL("./zobrist.wasm",import.meta.url),readFile:Pt,fileUrl:Zt,
ownBytes:Wt,ownBytesSync:Wt});export{oA as Additive48,DA as Additive48Hash,iA as BigInt64,fA as BigInt64Hash,Yt as CENSUS_HASHES,Y as FeatureHash,Lt as KNOWN_DISTINCT,
gA as Paired32,lA as Paired32Hash,M as START_FEN,L as Scheme,B as ZobristError,xe as featuresOfChessJs,de as halfmoveKey,
$g as init,Ao as initSync,pe as keyOfFeatures,S as layout,IA as polyglotKeys,ft as splitmix64,LA as splitmix64Table,T as toSeed};
//# sourceMappingURL=zobrist.node.js.map
