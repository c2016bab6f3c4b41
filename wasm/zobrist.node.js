// Bundled by esbuild from the sources in wasm/ (make); do not edit.
var $A=Symbol.for("zobrist-wasm.ZobristError"),B=class extends Error{static name="ZobristError";constructor(A,e,i={}){super(
e),this.name="ZobristError",this.code=A,Object.assign(this,i)}get[$A](){return!0}static[Symbol.hasInstance](A){return typeof A==
"object"&&A!==null&&A[$A]===!0}};function K(t){return JSON.stringify(t.length>120?`${t.slice(0,100)}\u2026`:t)}function r(t){
return typeof t=="string"?K(t):t==null?String(t):typeof t=="bigint"?`${t}n`:typeof t=="object"?`an object (${Object.prototype.
toString.call(t).slice(8,-1)})`:typeof t=="symbol"?"a symbol":`${typeof t} ${String(t)}`}function qt(t,A){if(typeof t!="\
string")throw new B("ARGUMENT_TYPE",`${A} must be a string, got ${r(t)}`,{input:t})}function N(t,A,e,i){if(typeof t!="nu\
mber"||!Number.isInteger(t))throw new B("ARGUMENT_TYPE",`${A} must be an integer, got ${r(t)}`,{input:t});if(t<e||t>i)throw new B(
"ARGUMENT",`${A} must be from ${e} to ${i}, got ${t}`,{input:t})}function k(t,A,e){if(t===void 0)return{};if(t===null||typeof t!=
"object"||Array.isArray(t))throw new B("ARGUMENT_TYPE",`${A} must be an object, got ${Array.isArray(t)?"an array":r(t)}`,
{input:t});for(let o of Object.keys(t))if(!e.includes(o))throw new B("ARGUMENT",`${A}: unknown option ${r(o)} (${e.join(
", ")})`,{input:o});let i=Object.getPrototypeOf(t);return i===Object.prototype||i===null?t:{...t}}function m(t,A,e){if(qt(
t,A),t.length>e)throw new B("ARGUMENT",`${A} is ${t.length} characters long; at most ${e} make sense`,{input:t})}var At=null;function tt(t){return At?At(t):0}var j={env:{emscripten_notify_memory_growth(){},zbw_audit_progress:tt}},Pt=()=>typeof document=="object"||typeof WorkerGlobalScope==
"function";function Wt(t,A,e){if(!(t instanceof TypeError)||!Pt())return t;let i=e.bytes?"; or call init() with no argum\
ent: this entry has the module built in and fetches nothing":e.all?"":"; or import 'zobrist-wasm/inline', which has the \
module built in and fetches nothing";return new B("WASM_LOAD",`cannot load the WebAssembly module: fetching ${A?A.href:"\
it"} failed (${t.message}): blocked by the network or by a Content-Security-Policy connect-src that does not allow its U\
RL (connect-src, or default-src where there is no connect-src, must allow it, e.g. connect-src 'self'; the browser's con\
sole says which)${i}`,{cause:t})}async function CA(t,A,e,i=!1){let o;try{o=await t}catch(g){throw Wt(g,e,A)}if(typeof Response>
"u"||!(o instanceof Response))throw new Error(`expected a Response from the promise given to init(), got ${Object.prototype.
toString.call(o)}`);if(!o.ok){let g=`fetching ${o.url||"the module (a Response with no URL)"}: HTTP ${o.status}`;throw i&&
o.status===404?new B("WASM_LOAD",`cannot load the WebAssembly module: ${g}: it is not beside the bundle (esbuild and Rol\
lup do not emit files referenced by new URL(\u2026, import.meta.url)); ${it(A,!0)}`):new Error(g)}return WebAssembly.instantiateStreaming&&
o.headers.get("content-type")==="application/wasm"?(await WebAssembly.instantiateStreaming(o,j)).instance:(await WebAssembly.
instantiate(await o.arrayBuffer(),j)).instance}function it(t,A){let e=t.all?"zobrist-all.wasm":"zobrist.wasm",i=[A&&`cop\
y ${e} from node_modules/zobrist-wasm/wasm/ next to the bundle`,t.readFile?"pass its path or URL to init() (its bytes to\
 initSync())":"pass its URL to init(url)",!t.all&&"import 'zobrist-wasm/inline', which has the chess module built in"].filter(
Boolean),o=i.length>1?`${i.slice(0,-1).join(", ")}, or ${i.at(-1)}`:i[0];return t.all?`${o}; zobrist-wasm/all has no inl\
ine build ('zobrist-wasm/inline' has chess and KeySpace only: no PGN, books, census, UTTT, Go or transposition tables)`:
o}function gt(t){let A;try{A=t.moduleUrl?.()}catch{}if(!(A instanceof URL))throw new B("WASM_LOAD",`cannot locate the We\
bAssembly module: this bundle has no import.meta.url (an IIFE or CommonJS bundle?); ${it(t,!1)}`);return A}var ot="zobrist-wasm/inline has its module built in: call init() or initSync() with no argument, or pass the module's by\
tes";function Zt(t,A){if(t instanceof URL)return t;if(A.fileUrl)return A.fileUrl(t);if(URL.canParse?.(t)??/^[a-z][a-z0-9+.-]*:/i.
test(t))return new URL(t);let e=globalThis.location?.href;if(A.bytes&&!e)throw new B("WASM_LOAD",`cannot resolve ${r(t)}\
: no page or module URL to resolve it against; ${ot}`);try{return new URL(t,gt(A))}catch(i){if(e)return new URL(t,e);throw i}}
async function et(t){try{return await fetch(t)}catch(A){throw new B("WASM_LOAD",`cannot read ${t.href}: this is the pack\
age's browser build, and this runtime's fetch reads no files; Node gets its own build through the 'node' export conditio\
n (not under --conditions=browser); or pass the module's bytes`,{cause:A})}}async function It(t,A){if(t===void 0){let e=A.
bytes??A.ownBytes;if(e)return RA(await e());let i=gt(A);return CA(i.protocol==="file:"?et(i):fetch(i),A,i,!0)}if(t instanceof
WebAssembly.Module)return new WebAssembly.Instance(t,j);if(t instanceof ArrayBuffer||ArrayBuffer.isView(t))return(await WebAssembly.
instantiate(t,j)).instance;if(typeof t=="string"||t instanceof URL){let e=Zt(t,A);if(e.protocol!=="file:")return CA(fetch(
e),A,e);if(A.readFile)return(await WebAssembly.instantiate(await A.readFile(e),j)).instance;if(A.bytes)throw new B("WASM\
_LOAD",`cannot read ${e.href}: this entry reads no files; ${ot}`);return CA(et(e),A,e)}if(typeof Response<"u"&&t instanceof
Response||typeof t?.then=="function")return CA(t,A);throw new B("ARGUMENT_TYPE",`init(source): source must be a URL, a R\
esponse, bytes or a WebAssembly.Module, got ${r(t)}`)}function RA(t){let A=t instanceof WebAssembly.Module?t:new WebAssembly.
Module(t);return new WebAssembly.Instance(A,j)}var Xt=/Content.Security.Policy|\bCSP\b|unsafe-eval|code generation disallowed by embedder/i;function zt(t){let A=globalThis.
WebAssembly?.CompileError;return(A&&t instanceof A||t instanceof EvalError||t?.name==="CompileError"||t?.name==="EvalErr\
or")&&typeof t.message=="string"&&Xt.test(t.message)}var Vt="Add 'wasm-unsafe-eval' to script-src (to default-src if the\
re is no script-src), e.g. script-src 'self' 'wasm-unsafe-eval': it is the only relaxation the module needs; 'unsafe-eva\
l' is not needed. Without WebAssembly, the pure-JS schemes still give exact Polyglot keys: new Paired32(polyglotKeys()).\
setFromChessJs(chess)";function nt(t){for(let A=t,e=0;A!==null&&typeof A=="object"&&e<4;A=A.cause,e++){if(A instanceof B&&
A.code==="WASM_CSP")return A;if(zt(A))return new B("WASM_CSP",`cannot compile the WebAssembly module: the page's Content\
-Security-Policy forbids it. ${Vt}. (The browser said: ${A.message.trim()})`,{cause:A})}}var vt=new Uint8Array([0,97,115,109,1,0,0,0,1,5,1,96,0,1,123,3,2,1,0,10,22,1,20,0,253,12,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,
11]);function st(t,A=globalThis.WebAssembly){if(!(A?.CompileError&&t instanceof A.CompileError||t?.name==="CompileError")||
typeof A?.validate!="function")return;let i;try{i=A.validate(vt)}catch{return}if(!i)return new B("WASM_LOAD",`cannot com\
pile the WebAssembly module: this runtime lacks WebAssembly SIMD, which the module uses (Chrome 91, Firefox 89, Safari 1\
6.4 and Node 16.4 have it). Without WebAssembly, the pure-JS schemes still give exact Polyglot keys: new Paired32(polygl\
otKeys()).setFromChessJs(chess). (The runtime said: ${String(t.message).trim()})`,{cause:t})}function Bt(t){return t instanceof B?t:nt(t)??st(t)??new B("WASM_LOAD",`cannot load the WebAssembly module: ${t.message}`,
{cause:t})}function Qt(t,A){async function e(g){let n;try{n=await It(g,A)}catch(I){throw Bt(I)}return t(n)}let i=A.bytes??
A.ownBytesSync;function o(g){let n=g===void 0?i:void 0;if(!n&&!(g instanceof WebAssembly.Module||g instanceof ArrayBuffer||
ArrayBuffer.isView(g)))throw new B("ARGUMENT_TYPE",`initSync(source): source must be the module's bytes or a WebAssembly\
.Module, got ${r(g)}`+(g===void 0?` (this is the package's browser build, which fetches its module: pass ${A.all?"zobris\
t-all.wasm's":"the module's"} bytes, or use await init(); in a browser only 'zobrist-wasm/inline' takes none, its module\
 built in${A.all?", with chess and KeySpace only":""}; in Node every entry does)`:""));let I;try{I=RA(n?n():g)}catch(s){
throw Bt(s)}return t(I)}return{init:e,initSync:o}}var jt=new TextEncoder,_t=null,rt=t=>(_t??=new TextDecoder).decode(t),Ct=20;function $t(t,A){let e=o=>{throw o instanceof
WebAssembly.RuntimeError?(A.broken=o,Et(o)):o},i=()=>{if(A.broken)throw Et(A.broken)};switch(t.length){case 0:return()=>{
i();try{return t()}catch(o){return e(o)}};case 1:return o=>{i();try{return t(o)}catch(g){return e(g)}};case 2:return(o,g)=>{
i();try{return t(o,g)}catch(n){return e(n)}};case 3:return(o,g,n)=>{i();try{return t(o,g,n)}catch(I){return e(I)}};case 4:
return(o,g,n,I)=>{i();try{return t(o,g,n,I)}catch(s){return e(s)}};default:return(...o)=>{i();try{return t(...o)}catch(g){
return e(g)}}}}function Ae(t,A){return Object.create(new Proxy({},{get(e,i,o){let g=t[i];if(g===void 0)return;let n=typeof g==
"function"?$t(g,A):g;return Object.defineProperty(o,i,{value:n,enumerable:!0}),n}}))}function Et(t){return new B("WASM_T\
RAP",`the WebAssembly module trapped (${t.message}); this instance can no longer be used: call init() again`,{cause:t})}
var te=2**31;function KA(t,A,e){for(let i=0;i<e.length;i++){let o=e.charCodeAt(i);t[A+i]=o<128?o:128}}var EA=class{constructor(A,e){
this.core=A,this.size=0,this.ptr=0,this.need(e)}need(A){if(A>this.size&&(this.ptr&&this.core.x.zbw_free(this.ptr),this.size=
Math.max(A,this.size*2),this.ptr=this.core.alloc(this.size),!this.ptr))throw this.size=0,new B("NO_MEMORY",`cannot alloc\
ate ${A} bytes of WebAssembly memory`);return this.ptr}},ee=1,at=2;function ie(t,A){if(typeof t.zbw_module_kind!="functi\
on")throw new B("WASM_LOAD","this WebAssembly module is not one of zobrist-wasm's (it has no zbw_module_kind export): pa\
ss the package's zobrist.wasm, or its zobrist-all.wasm to zobrist-wasm/all");if(A===at&&t.zbw_module_kind()!==at)throw new B(
"WASM_LOAD","zobrist-wasm/all needs zobrist-all.wasm; this module is the main entry's zobrist.wasm (keys and chess only)")}
var aA=class{constructor(A,e=ee){ie(A.exports,e),this.memory=A.exports.memory,this.broken=null,this.x=Ae(A.exports,this),
this.x._initialize(),this.chessErrors=this.gameErrors(this.x.zbw_error_name,this.x.zbw_error_message),this.u8=new Uint8Array(
this.memory.buffer),this.u32=new Uint32Array(this.memory.buffer),this.u64s=new BigUint64Array(this.memory.buffer),this.input=
new EA(this,1024),this.inputBytes=null,this.output=new EA(this,4096)}bytes(){return this.u8.length===0&&(this.u8=new Uint8Array(
this.memory.buffer)),this.u8}words(){return this.u32.length===0&&(this.u32=new Uint32Array(this.memory.buffer)),this.u32}u64(){
return this.u64s.length===0&&(this.u64s=new BigUint64Array(this.memory.buffer)),this.u64s}alloc(A){return A<te?this.x.zbw_alloc(
A):0}writeInput(A){let e=A.length,i=this.input.need(e>Ct?3*e:e);return e>Ct&&jt.encodeInto(A,this.inputView(i,3*e)).written===
e||KA(this.bytes(),i,A),e}inputView(A,e){let i=this.inputBytes;return(i===null||i.length<e||i.byteOffset!==A)&&(i=this.inputBytes=
this.bytes().subarray(A,A+this.input.size)),i}readString(A,e){return rt(this.bytes().subarray(A,A+e))}cString(A){let e=this.
bytes(),i=A;for(;e[i];)i++;return rt(e.subarray(A,i))}gameErrors(A,e,i=""){let o=g=>i+this.cString(A(g));return{name:o,error:(g,n,I={})=>new B(
o(g),`${n}: ${this.cString(e(g))} (${o(g)})`,I),textError:(g,n,I)=>{let s=this.x.zbw_last_offset();return new B(o(g),`${I}\
 ${K(n)}: ${this.cString(e(g))} (${o(g)} at character ${s+1})`,{input:n,offset:s})}}}error(A,e,i={}){return this.chessErrors.
error(A,e,i)}fenError(A,e,i="Invalid FEN"){let o=this.chessErrors.name(A);return o==="NO_MEMORY"?new B(o,`out of WebAsse\
mbly memory while reading the FEN ${K(e)}`,{input:e}):this.chessErrors.textError(A,e,i)}scratch(A=0){let e=this.x.zbw_scratch_position(
A);if(!e)throw new B("NO_MEMORY","cannot allocate the scratch position");return e}};var ge=1n<<64n;function JA(t){for(let A=0;A<t.length;A++){let e=t[A];if(typeof e!="bigint"||e<0n||e>=ge)return!1}return!0}
function _(t,A=void 0){if(!(t instanceof BigUint64Array||Array.isArray(t)&&JA(t)))throw new B("ARGUMENT_TYPE",`a key tab\
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
let A=new Uint32Array(this.count);for(let e=0,i=0;i<this.count;e++)this.present[e]&&(A[i++]=e);return A}};var hA=t=>class extends t{get name(){return"BigInt64"}get bits(){return 64}prepare(A){this.keys=Array.from(A)}setKeyAt(A,e){
this.keys[A]=e}negateKeyAt(){}resetKey(){this.k=0n}insertKey(A){this.k^=this.keys[A]}removeKey(A){this.k^=this.keys[A]}get key(){
return this.k}get hi(){return Number(this.k>>32n)}get lo(){return Number(this.k&0xFFFFFFFFn)}get keyHex(){return this.k.
toString(16).padStart(16,"0")}};var cA=t=>class extends t{get name(){return"Paired32"}get bits(){return 64}prepare(A){this.hiKeys=new Int32Array(A.length),
this.loKeys=new Int32Array(A.length);for(let e=0;e<A.length;e++)this.setKeyAt(e,A[e])}setKeyAt(A,e){this.hiKeys[A]=Number(
BigInt.asIntN(32,e>>32n)),this.loKeys[A]=Number(BigInt.asIntN(32,e))}negateKeyAt(){}resetKey(){this.h=0,this.l=0}insertKey(A){
this.h^=this.hiKeys[A],this.l^=this.loKeys[A]}removeKey(A){this.h^=this.hiKeys[A],this.l^=this.loKeys[A]}get hi(){return this.
h>>>0}get lo(){return this.l>>>0}get key(){return BigInt(this.h>>>0)<<32n|BigInt(this.l>>>0)}get keyHex(){return(this.h>>>
0).toString(16).padStart(8,"0")+(this.l>>>0).toString(16).padStart(8,"0")}};var fA=t=>class extends t{get name(){return"Additive48"}get bits(){return 48}prepare(A){this.keys=new Float64Array(A.length);
for(let e=0;e<A.length;e++)this.setKeyAt(e,A[e])}setKeyAt(A,e){this.keys[A]=Number(e>>16n)}negateKeyAt(A){this.keys[A]=(281474976710656-
this.keys[A])%281474976710656}resetKey(){this.k=0}insertKey(A){this.k+=this.keys[A],this.k>=281474976710656&&(this.k-=281474976710656)}removeKey(A){
this.k-=this.keys[A],this.k<0&&(this.k+=281474976710656)}get key(){return this.k}get keyHex(){return this.k.toString(16).
padStart(12,"0")}};var lA=class extends hA(Y){static name="BigInt64Hash"},DA=class extends cA(Y){static name="Paired32Hash"},yA=class extends fA(
Y){static name="Additive48Hash"},wA={bigint64:lA,paired32:DA,additive48:yA};var HA=(1n<<64n)-1n;function O(t){if(typeof t=="bigint")return BigInt.asUintN(64,t);if(typeof t=="number"&&Number.isSafeInteger(
t)&&t>=0)return BigInt(t);throw new B("ARGUMENT_TYPE",`a seed must be a non-negative safe integer or a BigInt (taken mod\
ulo 2^64), got ${r(t)}`,{input:t})}function ht(t){return oe(O(t))}function*oe(t){let A=t;for(;;){A=A+0x9E3779B97F4A7C15n&
HA;let e=A;e=(e^e>>30n)*0xBF58476D1CE4E5B9n&HA,e=(e^e>>27n)*0x94D049BB133111EBn&HA,yield e^e>>31n}}function LA(t,A=781){
N(A,"splitmix64Table(seed, count): count",0,1<<24);let e=new BigUint64Array(A),i=ht(t);for(let o=0;o<A;o++)e[o]=i.next().
value;return e}var YA=1<<24,Ie=(1n<<64n)-1n,ne=Symbol.dispose??Symbol.for("Symbol.dispose");function ct(t){let A=t.x,e=new FinalizationRegistry(
o=>{t.broken||A.zbw_free(o)});class i{static name="KeySpace";#A;#e;constructor(g,n=void 0){let{seed:I}=k(n,"new KeySpace\
(size, options): options",["seed"]),s;if(typeof g=="number")N(g,"new KeySpace(size): size",1,YA),s=new BigUint64Array(g),
this.#A=this.#t(s.length),A.zbw_keys_fill(O(I??0),this.#A,s.length),s.set(new BigUint64Array(t.memory.buffer,this.#A,s.length));else{
if(I!==void 0)throw new B("ARGUMENT","new KeySpace(table, { seed }): a seed is for generated keys, not a given table");if(_(
g),g.length>YA)throw new B("ARGUMENT",`new KeySpace(table): at most ${YA} keys`);s=BigUint64Array.from(g),this.#A=this.#t(
s.length),new BigUint64Array(t.memory.buffer,this.#A,s.length).set(s)}this.#e=s,e.register(this,this.#A,this)}#t(g){let n=A.
zbw_alloc(8*g);if(!n)throw new B("NO_MEMORY",`cannot allocate ${g} keys`);return n}#i(g){if(!this.#A)throw new B("KEY_SP\
ACE_FREED",`${g}: this KeySpace was freed (free() or dispose) and cannot be used`);return this.#A}get size(){return this.#e.
length}get freed(){return this.#A===0}get table(){return this.#i("table"),this.#e.slice()}keyAt(g){return this.#i("keyAt\
(feature)"),this.#e[this.#g(g,"keyAt(feature)")]}#g(g,n){if(!Number.isInteger(g)||g<0||g>=this.#e.length)throw new B(typeof g==
"number"?"ARGUMENT":"ARGUMENT_TYPE",`${n}: a feature must be an integer from 0 to ${this.#e.length-1}, got ${r(g)}`,{input:g});
return g}#o(g,n){if(g===null||typeof g!="object"||typeof g[Symbol.iterator]!="function")throw new B("ARGUMENT_TYPE",`${n}\
: features must be an array of feature indices, got ${r(g)}`);let I=Array.isArray(g)||ArrayBuffer.isView(g)?g:Array.from(
g),s=I.length,Q=new Uint32Array(s);for(let l=0;l<s;l++)Q[l]=this.#g(I[l],n);let E=t.output.need(4*Math.max(s,1));return new Uint32Array(
t.memory.buffer,E,s).set(Q),[E,s]}keyOf(g){let n=this.#i("keyOf(features)"),[I,s]=this.#o(g,"keyOf(features)");return BigInt.
asUintN(64,A.zbw_hash_features(n,I,s))}halvesOf(g){let n=this.keyOf(g);return{hi:Number(n>>32n),lo:Number(n&0xFFFFFFFFn)}}add48Of(g){
let n=this.#i("add48Of(features)"),[I,s]=this.#o(g,"add48Of(features)");return A.zbw_hash_features_add48(n,I,s)}toggle(g,n){
if(this.#i("toggle(key, feature)"),typeof g!="bigint")throw new B("ARGUMENT_TYPE",`toggle(key, feature): key must be a B\
igInt, got ${r(g)}`);return(g^this.#e[this.#g(n,"toggle(key, feature)")])&Ie}hash(g="bigint64"){this.#i("hash(name)");let n=typeof g==
"string"?g.toLowerCase():null,I=n!==null&&Object.prototype.hasOwnProperty.call(wA,n)?wA[n]:void 0;if(!I)throw new B(typeof g==
"string"?"ARGUMENT":"ARGUMENT_TYPE",`hash(name): name must be one of ${Object.keys(wA).join(", ")}, got ${r(g)}`);return new I(
this.#e)}free(){this.#A&&(e.unregister(this),t.broken||A.zbw_free(this.#A),this.#A=0)}}return i.prototype[ne]=i.prototype.
free,{KeySpace:i}}function IA(t){let A=globalThis.Buffer;if(typeof A=="function"&&typeof A.from=="function")return se(A,t);if(typeof Uint8Array.
fromBase64=="function")return Uint8Array.fromBase64(t);let e=atob(t),i=new Uint8Array(e.length);for(let o=0;o<e.length;o++)
i[o]=e.charCodeAt(o);return i}function se(t,A){let e=t.prototype?.base64Write;if(typeof e=="function"){let o=new Uint8Array(
(A.length>>2)*3+3),g=-1;try{g=e.call(o,A,0,o.length)}catch{}if(Number.isInteger(g)&&g>=0&&g<=o.length)return o.subarray(
0,g)}let i=t.from(A,"base64");return new Uint8Array(i.buffer,i.byteOffset,i.length)}var Be=`
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
`,Qe=781,uA;function nA(){if(uA===void 0){uA=new BigUint64Array(Qe);let t=new Uint8Array(uA.buffer);if(t.set(IA(Be)),new Uint8Array(
new Uint16Array([1]).buffer)[0]===0)for(let A=0;A<t.length;A+=8)t.subarray(A,A+8).reverse()}return uA.slice()}var T=781,z=768,kA=772,sA=780,X=(1n<<64n)-1n,TA=["pseudo","legal","literal"],BA=["polyglot","stockfish","chessjs"],OA=(t,A)=>(t<<
A|t>>64n-A)&X;function*re(t){let A=t;for(;;)A^=A>>12n,A^=A<<25n&X,A^=A>>27n,yield A*2685821657736338717n&X}function*Ce(t,A){
for(;;){let e=OA(t*5n&X,7n)*9n&X;A^=t,t=OA(t,24n)^A^A<<16n&X,A=OA(A,37n),yield e}}var x=t=>t.next().value;function Ee(){
let t=re(1070372n),A=new BigUint64Array(T),e=new BigUint64Array(16);for(let i of[1,0])for(let o=0;o<6;o++)for(let g=0;g<
64;g++)A[64*(2*o+i)+g]=x(t);for(let i=0;i<8;i++)A[kA+i]=x(t);for(let i=0;i<16;i++)e[i]=x(t);return A[sA]=x(t),{table:A,castling:e}}
function ae(){let t=Ce(0x31c4b365b102e01en,0xa187eb39cdcaed8fn),A=new BigUint64Array(T),e=new BigUint64Array(16);for(let i of[
1,0])for(let o=0;o<6;o++)for(let g=0;g<128;g++){let n=x(t);g&136||(A[64*(2*o+i)+8*(7-(g>>4))+(g&7)]=n)}for(let i=0;i<8;i++)
A[kA+i]=x(t);for(let i=0;i<16;i++)e[i]=x(t);return A[sA]=x(t),{table:A,castling:e}}function pA(t,A,e,i,o,g){let n=new BigUint64Array(
A),I=new BigUint64Array(16);for(let Q=0;Q<16;Q++)if(e)I[Q]=e[Q];else for(let E=0;E<4;E++)Q&1<<E&&(I[Q]^=n[z+E]);if(e)for(let Q=0;Q<
4;Q++)n[z+Q]=I[1<<Q];let s={name:t,get table(){return n.slice()},get castling(){return I.slice()},castlingKeys:e?16:4,ep:i,
turn:o,halfmoveBuckets:g};return Object.defineProperty(s,lt,{value:!0}),Dt.set(Object.freeze(s),{table:n,castling:I}),fe(
s)}var lt=Symbol.for("zobrist-wasm.Layout"),ft=new WeakMap;function he(t){let A=ft.get(t);if(A)return A;let{name:e,castlingKeys:i,
ep:o,turn:g,halfmoveBuckets:n}=t;if(BA.includes(e))A=xA(e);else{let I="layout(spec): another copy's Layout";if(!TA.includes(
o)||g!=="white"&&g!=="black"||typeof n!="boolean"||i!==4&&i!==16)throw new B("ARGUMENT",`${I} has fields this copy does \
not know (ep ${r(o)}, turn ${r(g)})`);let s=FA(t.table,T,`${I}'s table`);A=pA(e,s,i===16?FA(t.castling,16,`${I}'s castli\
ng`):null,o,g,n)}return ft.set(t,A),A}var Dt=new WeakMap,$=t=>Dt.get(t),dA=new Map;function xA(t){let A=dA.get(t);if(!A){
if(t==="polyglot")A=pA(t,nA(),null,"pseudo","white",!1);else{let{table:e,castling:i}=t==="stockfish"?Ee():ae();A=pA(t,e,
i,"pseudo","black",t==="stockfish")}dA.set(t,A)}return A}function FA(t,A,e){if(!((t instanceof BigUint64Array||Array.isArray(
t)&&JA(t))&&t.length===A))throw new B("ARGUMENT_TYPE",`${e} must be ${A} keys (a BigUint64Array, or BigInts from 0 to 2^\
64 - 1), got ${r(t)}`);return t}function G(t="polyglot"){if(le(t))return t;if(t?.[lt]===!0)return he(t);if(typeof t=="st\
ring")return ce(t);let A=k(t,"layout(spec): spec",["base","seed","table","castlingTable","castling","ep","turn"]),{base:e,
seed:i,table:o,castlingTable:g,castling:n,ep:I,turn:s}=A;if([e,i,o].filter(l=>l!==void 0).length>1)throw new B("ARGUMENT",
"layout(spec): give at most one of base, seed and table");let Q;if(o!==void 0)Q={table:FA(o,T,"layout({ table })"),castling16:null,
ep:"pseudo",turn:"white",halfmove:!1};else if(i!==void 0){let l=LA(O(i),T+16);Q={table:l.subarray(0,T),castling16:null,spare:l.
subarray(T),ep:"pseudo",turn:"white",halfmove:!1}}else{let l=e===void 0?"polyglot":e;if(!BA.includes(l))throw new B("ARG\
UMENT",`layout(spec): base must be one of ${BA.join(", ")}, got ${r(l)}`);let f=xA(l);if(g===void 0&&n===void 0&&I===void 0&&
s===void 0)return f;let C=$(f);Q={table:C.table,castling16:f.castlingKeys===16?C.castling:null,ep:f.ep,turn:f.turn,halfmove:f.
halfmoveBuckets}}let E=Q.castling16;if(g!==void 0){if(n!==void 0&&n!==16)throw new B("ARGUMENT",`layout(spec): a castlin\
gTable is 16 keys: castling must be 16 or left out, got ${r(n)}`);E=FA(g,16,"layout({ castlingTable })")}else if(n===16&&
!E){if(!Q.spare)throw new B("ARGUMENT","layout(spec): castling: 16 needs 16 castling keys (castlingTable, or a seed)");E=
Q.spare}else if(n===4){if(E)throw new B("ARGUMENT","layout(spec): castling: 4 on a 16-key layout has no four keys to XOR")}else if(n!==
void 0&&n!==16)throw new B("ARGUMENT",`layout(spec): castling must be 4 or 16, got ${r(n)}`);if(I!==void 0&&!TA.includes(
I))throw new B("ARGUMENT",`layout(spec): ep must be one of ${TA.join(", ")}, got ${r(I)}`);if(s!==void 0&&s!=="white"&&s!==
"black")throw new B("ARGUMENT",`layout(spec): turn must be 'white' or 'black', got ${r(s)}`);return pA("custom",Q.table,
E,I??Q.ep,s??Q.turn,Q.halfmove)}function ce(t){let[A,...e]=t.split(",");if(BA.includes(A)&&e.length===0)return xA(A);let i={};
if(BA.includes(A))i.base=A;else if(/^seed:\d+$/.test(A)&&BigInt(A.slice(5))<1n<<64n)i.seed=BigInt(A.slice(5));else throw A.
startsWith("seed:")?new B("ARGUMENT",`layout(${r(t)}): seed:S needs a whole number from 0 to 2^64 - 1 in decimal digits,\
 got ${r(A.slice(5))}`):new B("ARGUMENT",`layout(${r(t)}): unknown layout ${r(A)} (polyglot, stockfish, chessjs, seed:S)`);
for(let o of e){let g=/^(?:(castling)=(4|16)|(ep|turn)=(.*))$/.exec(o);if(!g)throw new B("ARGUMENT",`layout(${r(t)}): un\
known option ${r(o)} (castling=4|16, ep=pseudo|legal|literal, turn=white|black)`);g[1]?i.castling=Number(g[2]):i[g[3]]=g[4]}
return G(i)}var yt=new WeakSet;function fe(t){return yt.add(t),t}var le=t=>yt.has(t),wt=t=>dA.get(t?.name)===t,ut=t=>dA.
get("polyglot")===t,qA=70,PA=t=>t<z?t&63:t<kA?64+t-z:t<sA?68:69;function WA(t){let A=String.fromCharCode(97+(t&7),49+((t&
63)>>3));return new B("ARGUMENT",t<z?`two pieces on ${A}`:`feature ${t} conflicts with another`,{input:t})}function De(t,A,e=0){
if(t=G(t),A===null||typeof A!="object"||typeof A[Symbol.iterator]!="function")throw new B("ARGUMENT_TYPE",`keyOfFeatures\
(layout, features): features must be an array (or iterable) of feature indices, got ${r(A)}`,{input:A});N(e,"keyOfFeatur\
es(layout, features, halfmove): halfmove",0,4294967295);let{table:i,castling:o}=$(t),g=new Uint8Array(qA),n=0n,I=0,s=!1;
for(let Q of A){if(!Number.isInteger(Q)||Q<0||Q>=T)throw new B("ARGUMENT",`keyOfFeatures: a feature must be an integer f\
rom 0 to 780, got ${r(Q)}`);if(g[PA(Q)]++)throw WA(Q);Q>=z&&Q<kA?I^=1<<Q-z:Q===sA?s=!s:n^=i[Q]}return n^=o[I],s===(t.turn===
"white")&&(n^=i[sA]),n^UA(t,e)}function ye(t,A){return t=G(t),N(A,"halfmoveKey(layout, halfmove): halfmove",0,4294967295),
UA(t,A)}function UA(t,A){return!t.halfmoveBuckets||A<14?0n:BigInt(Math.floor((A-14)/8))*6364136223846793005n+1442695040888963407n&
X}var we={pseudo:0,legal:1,literal:2},AA=class{constructor(A){this.core=A,this.sets=new Map}acquire(A){if(ut(A))return 0;let e=this.
sets.get(A);return e||(e={ptr:this.#A(A),users:0,kept:wt(A)},this.sets.set(A,e)),e.users++,e.ptr}#A(A){let e=this.core.output.
need(6376),i=new BigUint64Array(this.core.memory.buffer,e,797),o=$(A);i.set(o.table),i.set(o.castling,781);let g=this.core.
x.zbw_keys_new_layout(e,A.castlingKeys===16?e+8*781:0,we[A.ep],A.turn==="white"?1:0,A.halfmoveBuckets?1:0);if(!g)throw new B(
"NO_MEMORY","cannot allocate a key set");return g}release(A){let e=this.sets.get(A);e&&--e.users===0&&!e.kept&&(this.core.
broken||this.core.x.zbw_keys_free(e.ptr),this.sets.delete(A))}with(A,e){let i=this.acquire(A);try{return e(i)}finally{this.
release(A)}}},V=Object.freeze(["layout","seed"]);function v(t,A){let{layout:e,seed:i}=t;if(e!==void 0&&i!==void 0)throw new B(
"ARGUMENT",`${A}: give layout or seed, not both`);return i!==void 0?G({seed:i}):G(e??"polyglot")}var S="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",pt=128,ue=256*8,pe=Symbol.dispose??Symbol.for("Symbol.d\
ispose"),J=1024,tA=64;function dt(t,A={count:0}){let e=t.x,i=new AA(t),o=new FinalizationRegistry(({ptr:n,layout:I})=>{t.
broken||e.zbw_position_free(n),i.release(I),A.count--});class g{static name="Position";#A;#e;static{t.positionPointer=I=>I!==
null&&typeof I=="object"&&#A in I?I.#t():0}constructor(I=S,s=void 0){m(I,"new Position(fen): fen",J),s=k(s,"new Position\
(fen, options): options",V);let Q=v(s,"new Position(fen, options)"),E=i.acquire(Q),l=e.zbw_position_new(E);if(!l)throw i.
release(Q),new B("NO_MEMORY","cannot allocate a position");if(this.#A=l,this.#e=Q,A.count++,o.register(this,{ptr:l,layout:Q},
this),I!==S)try{this.reset(I)}catch(f){throw this.free(),f}}reset(I=S){let s=this.#t();m(I,"reset(fen): fen",J);let Q=t.
writeInput(I),E=e.zbw_position_set_fen(s,t.input.ptr,Q);if(E)throw t.fenError(E,I);return this}#t(){if(this.#A===0)throw new B(
"POSITION_FREED","this Position was freed (free() or dispose) and cannot be used");return this.#A}play(I){let s=this.#t();
(typeof I!="string"||I.length>tA)&&m(I,"play(move): move",tA);let Q=t.writeInput(I),E=e.zbw_position_play(s,t.input.ptr,
Q);if(E)throw t.error(E,`Cannot play ${K(I)} in ${this.fen}`,{input:I,fen:this.fen});return this}playCode(I){let s=this.#t();
N(I,"playCode(code): code",0,65535);let Q=e.zbw_position_make_code(s,I);if(Q)throw t.error(Q,`Cannot play move code ${I}\
 in ${this.fen}`,{input:I,fen:this.fen});return this}undo(){let I=e.zbw_position_undo(this.#t());if(I)throw t.error(I,"C\
annot undo");return this}get key(){return BigInt.asUintN(64,e.zbw_position_key(this.#t()))}get layout(){return this.#t(),
this.#e}get keyHi(){return e.zbw_position_key_hi(this.#t())>>>0}get keyLo(){return e.zbw_position_key_lo(this.#t())>>>0}get keyHex(){
return this.keyHi.toString(16).padStart(8,"0")+this.keyLo.toString(16).padStart(8,"0")}get fen(){let I=t.output.need(pt);
return t.readString(I,e.zbw_position_fen(this.#t(),I))}get turn(){return e.zbw_position_side(this.#t())===1?"w":"b"}get inCheck(){
return e.zbw_position_in_check(this.#t())!==0}get ply(){return e.zbw_position_ply(this.#t())}get halfmoveClock(){return e.
zbw_position_halfmove(this.#t())}get fullmoveNumber(){return e.zbw_position_fullmove(this.#t())}legalMoves(I=void 0){let{
san:s=!1}=k(I,"legalMoves(options): options",["san"]);if(typeof s!="boolean")throw new B("ARGUMENT_TYPE",`legalMoves({ s\
an }): san must be true or false, got ${r(s)}`);let Q=t.output.need(ue),E=t.readString(Q,e.zbw_position_legal_text(this.#t(),
s?1:0,Q));return E===""?[]:E.split(" ")}legalMoveCodes(){let I=t.output.need(512),s=e.zbw_position_legal_moves(this.#t(),
I);return new Uint16Array(t.memory.buffer,I,s).slice()}toSan(I){let s=this.#t();m(I,"toSan(move): move",tA);let Q=t.writeInput(
I),E=e.zbw_position_parse_move(s,t.input.ptr,Q);if(E<0)throw t.error(-E,`Cannot read ${K(I)} in ${this.fen}`,{input:I,fen:this.
fen});let l=t.output.need(16);return t.readString(l,e.zbw_move_san(s,E,l))}isRepetition(){return e.zbw_position_repetitions(
this.#t())>=2}repetitions(){return e.zbw_position_repetitions(this.#t())}perft(I){let s=this.#t();return N(I,"perft(dept\
h): depth",0,20),e.zbw_position_perft(s,I)}features(){let I=t.output.need(160),s=e.zbw_position_features(this.#t(),I);return new Uint32Array(
t.memory.buffer,I,s).slice()}get freed(){return this.#A===0}free(){this.#A!==0&&(o.unregister(this),t.broken||e.zbw_position_free(
this.#A),i.release(this.#e),this.#A=0,A.count--)}[pe](){this.free()}}return g.START_FEN=S,{Position:g,live:A,keySets:i}}var ZA=256,de=new TextEncoder;function Ft(t,A,e){if(A.length<=ZA)return t.writeInput(A.join(""));let i=(t.input.need(e),
t.bytes()),o=t.input.ptr;for(let g=0;g<A.length;g+=ZA){let n=Math.min(g+ZA,A.length),I=A.slice(g,n).join(""),{read:s,written:Q}=de.
encodeInto(I,i.subarray(o,o+I.length));(s!==I.length||Q!==I.length)&&KA(i,o,I),o+=I.length}return e}var GA=781,XA=new Uint8Array(128);for(let t of'{}()[];%$*"')XA[t.charCodeAt(0)]=1;for(let t=48;t<=57;t++)XA[t]=2;var Fe=new Set(
["1-0","0-1","1/2-1/2"]);function ke(t){let A=0;for(let e=0;e<t.length;e++){let i=t.charCodeAt(e);if(i<=32||i>=127){if(/\s/.
test(t))return!1;continue}let o=XA[i];if(o===1)return!1;o===2&&A===e&&A++}return t.length===0?!1:A===0?!0:A===t.length?t===
"0000":t.charCodeAt(A)!==46&&!Fe.has(t)}function kt(t,A=new AA(t)){let e=t.x,i=(C,h,a)=>C===void 0?a(0):A.with(v(k(C,`${h}\
: options`,V),h),a);function o(C,h=void 0){return m(C,"keyOfFen(fen): fen",J),h===void 0?g(0,C):i(h,"keyOfFen(fen, optio\
ns)",a=>g(a,C))}function g(C,h){let a=t.writeInput(h),c=t.output.need(8),D=e.zbw_key_of_fen(C,t.input.ptr,a,c);if(D)throw t.
fenError(D,h);return t.u64()[c>>3]}let n=new Uint16Array(256);function I(C,h=void 0){if(!Array.isArray(C))throw new B("A\
RGUMENT_TYPE",`keysOfFens(fens): fens must be an array of strings, got ${r(C)}`);let a=C.slice(),c=a.length;n.length<c&&
(n=new Uint16Array(Math.max(c,2*n.length)));let D=0;for(let y=0;y<c;y++){let w=a[y];(typeof w!="string"||w.length>J)&&m(
w,`keysOfFens(fens): fens[${y}]`,J),n[y]=w.length,D+=w.length}return i(h,"keysOfFens(fens, options)",y=>{Ft(t,a,D);let w=t.
output.need(10*c);new Uint16Array(t.bytes().buffer,w+8*c,c).set(n.subarray(0,c));let p=e.zbw_keys_of_fens(y,t.input.ptr,
w+8*c,w,c);if(p){let F=e.zbw_last_index(),R=t.fenError(p,a[F],`Invalid FEN at index ${F}`);throw R.index=F,R}return new BigUint64Array(
t.bytes().buffer,w,c).slice()})}function s(C,h=void 0){let a=k(h,"replay(moves, options): options",["fen",...V]),{fen:c}=a,
D=v(a,"replay(moves, options)"),y;if(Array.isArray(C)){C=C.slice();for(let p=0;p<C.length;p++){let F=C[p];if((typeof F!=
"string"||F.length>tA)&&m(F,`replay(moves): moves[${p}]`,tA),!ke(F))throw new B("ARGUMENT",`replay(moves): moves[${p}] m\
ust be one move (SAN, UCI or a null move; no move number, result, comment or variation), got ${r(F)}`,{index:p,input:F})}
try{y=C.join(" ")}catch(p){throw p instanceof RangeError?new B("ARGUMENT",`replay(moves): ${C.length} moves are more tex\
t than one string can hold; replay them in parts (replay(moves, { fen }))`):p}}else if(typeof C=="string")y=C;else throw new B(
"ARGUMENT_TYPE",`replay(moves): moves must be an array of strings or PGN movetext, got ${r(C)}`);c!==void 0&&m(c,"replay\
(moves, { fen }): fen",J);let w=c??S;return A.with(D,p=>Q(p,y,w))}function Q(C,h,a){let c=t.scratch(C),D=t.writeInput(a),
y=e.zbw_position_set_fen(c,t.input.ptr,D);if(y)throw t.fenError(y,a);let w=t.writeInput(h),p=(w>>1)+2,F=t.output.need(8*
p),R=e.zbw_replay(C,t.input.ptr,w,F,p);if(R){let u=e.zbw_last_plies()+1,d=t.output.need(128),M=t.readString(d,e.zbw_position_fen(
c,d)),NA=e.zbw_last_offset(),_A=h.slice(NA,NA+e.zbw_last_length());throw t.error(R,`Cannot play ${K(_A)} at ply ${u} in ${M}`,
{input:_A,ply:u,fen:M,offset:NA})}return new BigUint64Array(t.memory.buffer,F,e.zbw_last_plies()+1).slice()}function E(C,h=void 0){
return m(C,"featuresOfFen(fen): fen",J),i(h,"featuresOfFen(fen, options)",a=>{let c=t.scratch(a),D=t.writeInput(C),y=e.zbw_position_set_fen(
c,t.input.ptr,D);if(y)throw t.fenError(y,C);let w=t.output.need(160),p=e.zbw_position_features(c,w);return new Uint32Array(
t.memory.buffer,w,p).slice()})}function l(){return new BigUint64Array(t.memory.buffer,e.zbw_polyglot_table(),GA).slice()}
function f(C){let h=t.output.need(8*GA);return e.zbw_keys_fill(O(C),h,GA),new BigUint64Array(t.memory.buffer,h,GA).slice()}
return{keyOfFen:o,keysOfFens:I,replay:s,featuresOfFen:E,polyglotTable:l,seededTable:f}}var Ue=[[1,2],[2,1],[2,-1],[1,-2],[-1,-2],[-2,-1],[-2,1],[-1,2]],Ge=[[1,0],[1,1],[0,1],[-1,1],[-1,0],[-1,-1],[0,-1],[1,-1]],
Se=[[1,0],[-1,0],[0,1],[0,-1]],Me=[[1,1],[1,-1],[-1,1],[-1,-1]];function SA(t,A,e,i,o){let g=(A&7)+e,n=(A>>3)+i;return g>=
0&&g<8&&n>=0&&n<8&&t[8*n+g]===o}function Ut(t,A,e,i,o){for(let[g,n]of e)for(let I=(A&7)+g,s=(A>>3)+n;I>=0&&I<8&&s>=0&&s<
8;I+=g,s+=n){let Q=t[8*s+I];if(Q!==-1){if(Q===i||Q===o)return!0;break}}return!1}function me(t,A,e){let i=e?1:0,o=n=>2*n+
i,g=e?-1:1;if(SA(t,A,-1,g,o(0))||SA(t,A,1,g,o(0)))return!0;for(let[n,I]of Ue)if(SA(t,A,n,I,o(1)))return!0;for(let[n,I]of Ge)
if(SA(t,A,n,I,o(5)))return!0;return Ut(t,A,Se,o(3),o(4))||Ut(t,A,Me,o(2),o(4))}function MA(t,A,e){let i=e?1:0,o=e?11:10,
g=e?A-8:A+8,n=g&7,I=t.indexOf(o);for(let s of[n>0?g-1:-1,n<7?g+1:-1]){if(s===-1||t[s]!==i)continue;if(I===-1)return!0;let Q=t[g],
E=t[A];t[s]=-1,t[g]=-1,t[A]=i;let l=!me(t,I,!e);if(t[s]=i,t[g]=Q,t[A]=E,l)return!0}return!1}var be=768,Ne=772,Re=780,Ke="pnbrqk",Gt=1,St=0,Mt=7,mt=6,bt=11,Nt=10,Je=[[4,7,bt,Mt],[4,0,bt,Mt],[60,63,Nt,mt],[60,56,Nt,
mt]];function q(t,A,e){return new B("ARGUMENT_TYPE",`${t}: chess must be a chess.js 1.x Chess instance (with board(), tu\
rn(), getCastlingRights() and fen()), got ${A}`,{input:e})}function He(t,A=void 0){let{layout:e}=k(A,"featuresOfChessJs(\
chess, options): options",["layout"]);return zA(t,G(e??"polyglot"),"featuresOfChessJs(chess)").features}function zA(t,A,e){
if(t===null||typeof t!="object"||typeof t.board!="function"||typeof t.turn!="function"||typeof t.getCastlingRights!="fun\
ction"||typeof t.fen!="function")throw q(e,r(t),t);let i=t.board();if(!Array.isArray(i)||i.length!==8)throw q(e,`a board\
() of ${r(i)}`,t);let o=new Int8Array(64).fill(-1),g=[];for(let f=0;f<8;f++){let C=i[f];if(!Array.isArray(C)||C.length!==
8)throw q(e,`a board() row of ${r(C)}`,t);for(let h=0;h<8;h++){let a=C[h];if(a==null)continue;let c=typeof a?.type=="str\
ing"&&a.type.length===1?Ke.indexOf(a.type):-1;if(c<0||a.color!=="w"&&a.color!=="b")throw q(e,`a board() square holding ${r(
a?.type)} of color ${r(a?.color)}`,t);let D=8*(7-f)+h,y=2*c+(a.color==="w"?1:0);o[D]=y,g.push(64*y+D)}}let n=t.turn();if(n!==
"w"&&n!=="b")throw q(e,`a turn() of ${r(n)}`,t);let I=n==="w";for(let[f,C]of[["w",0],["b",2]]){let h=t.getCastlingRights(
f);if(h===null||typeof h!="object")throw q(e,`a getCastlingRights() of ${r(h)}`,t);[h.k,h.q].forEach((a,c)=>{let[D,y,w,p]=Je[C+
c];a===!0&&o[D]===w&&o[y]===p&&g.push(be+C+c)})}let s=t.fen({forceEnpassantSquare:!0}),Q=typeof s=="string"?s.split(/\s+/):
[],E=Q[3];if(E===void 0)throw q(e,`a fen() of ${r(s)}`,t);if(E==="-"&&A.ep==="literal"&&(E=Le(t)??"-"),E!=="-"){let f=E.
charCodeAt(0)-97,C=E.charCodeAt(1)-49;if(E.length!==2||f<0||f>7||C!==(I?5:2))throw q(e,`a fen() with the ep square ${r(E)}`,
t);let h=8*C+f,a=I?h-8:h+8,c=I?Gt:St,D=I?St:Gt,y=f>0&&o[a-1]===c||f<7&&o[a+1]===c;o[h]===-1&&o[a]===D&&(A.ep==="literal"||
y&&(A.ep==="pseudo"||MA(o,h,I)))&&g.push(Ne+f)}I&&g.push(Re);let l=/^\d+$/.test(Q[4]??"")?Math.min(Number(Q[4]),65535):0;
return{features:Uint32Array.from(g),halfmove:l}}function Le(t){if(typeof t.history!="function")return;let A=t.history({verbose:!0}),
e=Array.isArray(A)?A.at(-1):void 0;if(!(!e||typeof e.flags!="string"||!e.flags.includes("b")||typeof e.to!="string"))return e.
to[0]+(e.to[1]==="4"?"3":"6")}var rA=781,QA=768,H=772,P=780,W=rA,bA=rA+16,Ye=bA+1,eA=2,mA="pPnNbBrRqQkK",Rt="pnbrqk",Z=new Uint8Array(64).fill(15);Z[4]=
12;Z[7]=14;Z[0]=13;Z[60]=3;Z[63]=11;Z[56]=7;function VA(t,A){if(typeof t=="string"&&t.length===2){let e=t.charCodeAt(0)-
97,i=t.charCodeAt(1)-49;if(((e|i)&-8)===0)return 8*i+e}else if(typeof t=="number"&&Number.isInteger(t)&&t>=0&&t<64)return t;
throw new B("ARGUMENT",`${A} must be a square like "e4" or an index 0-63, got ${r(t)}`,{input:t})}function b(t){return String.
fromCharCode(97+(t&7),49+(t>>3))}function U(t,A){return new B("MOVE_MISMATCH",`applyMove({ from: ${r(t.from)}, to: ${r(t.
to)} }): ${A}`,{input:t})}var Oe=t=>_(t,rA);function Te(t){let A=t.trim().split(/\s+/)[4];return A!==void 0&&/^\d+$/.test(
A)?Number(A):0}var L=class{static name="Scheme";#A;constructor(A,e=void 0){let{parseFen:i}=k(e,"new Scheme(layout, optio\
ns): options",["parseFen"]);if(i!==void 0&&typeof i!="function")throw new B("ARGUMENT_TYPE",`new Scheme(layout, { parseF\
en }): parseFen must be a function, got ${r(i)}`);if(A===void 0)throw new B("ARGUMENT_TYPE","new Scheme(layout): give a \
layout (a Layout, 'polyglot', 'stockfish', ...) or a 781-key table");let o=A instanceof BigUint64Array||Array.isArray(A)?
G({table:Oe(A)}):G(A);this.#A=o,this.castlingSets=o.castlingKeys===16,this.turnWhite=o.turn==="white",this.epLiteral=o.ep===
"literal",this.epLegal=o.ep==="legal",this.buckets=o.halfmoveBuckets;let g=new BigUint64Array(Ye),n=$(o);g.set(n.table),
g.set(n.castling,W),this.prepare(g),this.turnWhite||this.negateKeyAt(P),this.parseFen=i,this.board=new Int8Array(64),this.
setFeatures([])}get layout(){return this.#A}get halfmoveClock(){return this.buckets?this.halfmove:this.clockAfter(this.plies)}clockAfter(A){
let e=this.history;for(let i=A;i>0;i--){let o=e[(i-1)*eA];if((o>>>12&15)>>1===0||(o>>>20&15)!==0)return A-i}return this.
halfmove+A}setFeatures(A,e=0){let i=A!==null&&typeof A=="object"&&typeof A.length=="number";if(!i&&(A===null||typeof A?.[Symbol.
iterator]!="function"||typeof A=="string"))throw new B("ARGUMENT_TYPE",`setFeatures(features): features must be an array\
 of feature indices, got ${r(A)}`);if(!Number.isInteger(e)||e<0||e>65535)throw new B("ARGUMENT",`setFeatures(features, h\
alfmove): halfmove must be an integer from 0 to 65535, got ${r(e)}`);let o=i?A:Array.from(A),g=this.seen??=new Uint32Array(
qA);(this.stamp===void 0||this.stamp===4294967295)&&(g.fill(0),this.stamp=0);let n=++this.stamp;for(let I=0;I<o.length;I++){
let s=o[I];if(!Number.isInteger(s)||s<0||s>=rA)throw new B("ARGUMENT",`a feature must be an integer from 0 to 780, got ${r(
s)}`);let Q=PA(s);if(g[Q]===n)throw WA(s);g[Q]=n}this.board.fill(-1),this.clearHistory(),this.castling=0,this.ep=-1,this.
white=!1,this.halfmove=e,this.bucket=-1,this.resetKey();for(let I=0;I<o.length;I++){let s=o[I];s<QA?(this.board[s&63]=s>>
6,this.insertKey(s)):s<H?(this.castling|=1<<s-QA,this.castlingSets||this.insertKey(s)):s<P?(this.ep=s,this.insertKey(s)):
(this.white=!0,this.insertKey(s))}return this.castlingSets&&this.insertKey(W+this.castling),this.turnWhite||this.removeKey(
P),this.keyBucket(e),this}keyBucket(A){let e=this.buckets&&A>=14?Math.floor((A-14)/8):-1;e!==this.bucket&&(this.bucket!==
-1&&this.removeKey(bA),e!==-1&&(this.setKeyAt(bA,UA(this.#A,A)),this.insertKey(bA)),this.bucket=e)}countMove(A){this.history[(this.
plies-1)*eA+1]|=this.halfmove<<7,this.halfmove=A?0:this.halfmove+1,this.keyBucket(this.halfmove)}clearHistory(){this.history??=
new Int32Array(eA*64),!this.buckets&&this.plies>0&&(this.halfmove=this.clockAfter(this.plies)),this.plies=0}undo(){if(this.
plies===0)throw new B("NOTHING_TO_UNDO","undo(): no move applied since the position was set");let A=this.history,e=--this.
plies*eA,i=A[e],o=(A[e+1]&127)-1,g=A[e+1]>>>7,n=i&63,I=i>>>6&63,s=i>>>12&15,Q=i>>>16&15,E=(i>>>20&15)-1,l=i>>>24&15,f=i>>>
28,C=this.board;this.ep!==-1&&this.removeKey(this.ep),this.white?this.removeKey(P):this.insertKey(P),this.white=(s&1)===
1;let h=l&~this.castling;if(h)if(this.castlingSets)this.removeKey(W+this.castling),this.insertKey(W+l);else for(let a=0;a<
4;a++)h&1<<a&&this.insertKey(QA+a);if(this.castling=l,s>>1===5&&(I-n===2||n-I===2)){let a=I>n?n+3:n-4,c=I>n?n+1:n-1,D=C[c];
this.removeKey(64*D+c),this.insertKey(64*D+a),C[c]=-1,C[a]=D}return this.removeKey(64*Q+I),C[I]=-1,this.insertKey(64*s+n),
C[n]=s,E!==-1&&(this.insertKey(64*E+o),C[o]=E),this.ep=f===0?-1:H+f-1,f!==0&&this.insertKey(this.ep),this.buckets&&(this.
halfmove=g,this.keyBucket(g)),this}setFen(A){if(!this.parseFen)throw new B("ARGUMENT","setFen needs a parseFen option: c\
reate the scheme with createScheme(), or without WebAssembly use setFromChessJs(new Chess(fen))");let e=this.parseFen(A,
{layout:this.#A});return this.setFeatures(e,Te(A))}setFromChessJs(A){let{features:e,halfmove:i}=zA(A,this.#A,"setFromChe\
ssJs(chess)");return this.setFeatures(e,i)}togglePiece(A,e){let i=typeof A=="string"&&A.length===1?mA.indexOf(A):A;if(!Number.
isInteger(i)||i<0||i>11)throw new B("ARGUMENT",`a piece must be a FEN letter (PNBRQKpnbrqk) or a kind 0-11, got ${r(A)}`);
let o=VA(e,"square"),g=this.board[o];if(g!==-1&&g!==i)throw new B("ARGUMENT",`${b(o)} holds ${mA[g]}, not ${mA[i]}`);return this.
board[o]=g===i?-1:i,this.flip(64*i+o,g!==i),this}toggleCastling(A){let e=typeof A=="string"?"KQkq".indexOf(A):A;if(!Number.
isInteger(e)||e<0||e>3||typeof A=="string"&&A.length!==1)throw new B("ARGUMENT",`a castling right must be K, Q, k, q or \
0-3, got ${r(A)}`);let i=this.castling;return this.castling^=1<<e,this.castlingSets?(this.clearHistory(),this.removeKey(
W+i),this.insertKey(W+this.castling)):this.flip(QA+e,(this.castling&1<<e)!==0),this}toggleEpFile(A){let e=typeof A=="str\
ing"&&A.length===1?A.charCodeAt(0)-97:A;if(!Number.isInteger(e)||e<0||e>7)throw new B("ARGUMENT",`an ep file must be a-h\
 or 0-7, got ${r(A)}`);if(this.ep!==-1&&this.ep!==H+e)throw new B("ARGUMENT",`the ep file ${"abcdefgh"[this.ep-H]} is ha\
shed already`);return this.ep=this.ep===-1?H+e:-1,this.flip(H+e,this.ep!==-1),this}toggleSide(){return this.white=!this.
white,this.flip(P,this.white),this}flip(A,e){this.clearHistory(),e?this.insertKey(A):this.removeKey(A)}add(A){this.insertKey(
A)}remove(A){this.removeKey(A)}applyMove(A){if(A===null||typeof A!="object")throw new B("ARGUMENT_TYPE",`applyMove(move)\
: move must be an object like chess.js's, got ${r(A)}`);let e=VA(A.from,"move.from"),i=VA(A.to,"move.to"),o=this.board,g=o[e],
n=(g&1)===1;if(g===-1)throw U(A,`no piece on ${b(e)}`);if(n!==this.white)throw U(A,`the piece on ${b(e)} is not the side\
 to move's`);let I=A.piece,s=A.color;if(I!==void 0&&I!==Rt[g>>1])throw U(A,`${b(e)} holds ${mA[g]}`);if(s!==void 0&&s!==
(n?"w":"b"))throw U(A,`it is ${n?"white":"black"}'s piece`);let Q=g>>1,E=(i&7)-(e&7),l=this.ep,f=o[i]===-1?-1:i;if(Q===0){
let u=n?i-e:e-i;if(!(E===0?f===-1&&(u===8||u===16&&e>>3===(n?1:6)&&o[e+i>>1]===-1):(E===1||E===-1)&&u===8+(n?E:-E)))throw U(
A,`a pawn cannot go from ${b(e)} to ${b(i)}`);if(E!==0&&f===-1){if(l!==H+(i&7))throw U(A,`no en passant capture on ${b(i)}`);
f=n?i-8:i+8}}let C=f===-1?-1:o[f];if(C!==-1&&(((C^g)&1)===0||C>>1===5))throw U(A,`cannot capture on ${b(i)}`);if(f!==-1&&
C===-1)throw U(A,`nothing to capture on ${b(i)}`);let h=A.captured;if(h!==void 0&&(C===-1||h!==Rt[C>>1]))throw U(A,`the \
move says it captures ${h}`);let a=g,c=A.promotion;if(c!=null){let u=typeof c=="string"&&c.length===1?"nbrq".indexOf(c):
-1;if(Q!==0||u<0||i>>3!==(n?7:0))throw U(A,`bad promotion ${r(c)}`);a=2*(u+1)+(g&1)}else if(Q===0&&i>>3===(n?7:0))throw U(
A,"a pawn reaching the last rank needs move.promotion");let D=this.castling,y=Q===5&&(E===2||E===-2);if(y){let u=E>0?e+3:
e-4,d=(n?0:2)+(E>0?0:1);if(!(D&1<<d))throw U(A,`no ${"KQkq"[d]} castling right`);if(o[u]!==(n?7:6))throw U(A,`no rook on\
 ${b(u)} to castle with`);for(let M=Math.min(e,u)+1;M<Math.max(e,u);M++)if(o[M]!==-1)throw U(A,`${b(M)} is in the way of\
 castling`)}let w=this.history,p=this.plies*eA;if(p+eA>w.length){let u=new Int32Array(w.length*2);u.set(w),this.history=
w=u}if(w[p]=e|i<<6|g<<12|a<<16|C+1<<20|D<<24|(l===-1?0:l-H+1)<<28,w[p+1]=f+1,this.plies++,l!==-1&&this.removeKey(l),C!==
-1&&(this.removeKey(64*C+f),o[f]=-1),this.removeKey(64*g+e),o[e]=-1,this.insertKey(64*a+i),o[i]=a,y){let u=E>0?e+3:e-4,d=E>
0?e+1:e-1,M=o[u];this.removeKey(64*M+u),this.insertKey(64*M+d),o[u]=-1,o[d]=M}let F=D&~(Z[e]&Z[i]);if(F){let u=D&~F;if(this.
castlingSets)this.removeKey(W+D),this.insertKey(W+u);else for(let d=0;d<4;d++)F&1<<d&&this.removeKey(QA+d);this.castling=
u}n?this.removeKey(P):this.insertKey(P),this.white=!n;let R=-1;if(Q===0&&(i-e===16||e-i===16)){let u=n?0:1,d=i&7;(this.epLiteral||
(d>0&&o[i-1]===u||d<7&&o[i+1]===u)&&(!this.epLegal||MA(o,e+i>>1,!n)))&&(R=H+d,this.insertKey(R))}return this.ep=R,this.buckets&&
this.countMove(Q===0||C!==-1),this}};var iA=class extends hA(L){static name="BigInt64"},gA=class extends cA(L){static name="Paired32"},oA=class extends fA(L){static name="\
Additive48"};function Kt(t){return Object.freeze([{id:"xor32",bits:32,label:"32-bit XOR (low half of the key)"},{id:"xor48",bits:48,label:"\
48-bit XOR (high 48 bits)"},{id:"add48",bits:48,label:"48-bit additive (Additive48)"},{id:"xor64",bits:64,label:`64-bit \
XOR (${t})`}].map(Object.freeze))}var Jt=Object.freeze([1,20,400,5362,72078,822518,9417681,96400068]),Ht=Kt("Polyglot key"),xe=t=>t.split(" ").slice(0,4).
join(" "),Eg=xe(S);var vA={bigint64:iA,paired32:gA,additive48:oA};function Lt(t,A){let{Position:e,keySets:i}=dt(t,A),o=kt(t,i);function g(n,I=void 0){
let s=k(I,"createScheme(name, options): options",V);if(typeof n!="string")throw new B("ARGUMENT_TYPE",`createScheme(name\
): name must be a string, got ${r(n)}`);let Q=n.toLowerCase(),E=Object.prototype.hasOwnProperty.call(vA,Q)?vA[Q]:void 0;
if(!E)throw new B("ARGUMENT",`createScheme(name): name must be one of ${Object.keys(vA).join(", ")}, got ${r(n)}`);return new E(
v(s,"createScheme(name, options)"),{parseFen:o.featuresOfFen})}return{Position:e,ChessPosition:e,...o,createScheme:g,START_FEN:S}}function Yt(t){let A=t.x.zbw_polyglot_table_slots;A&&new BigUint64Array(t.memory.buffer,A(),781).set(nA())}function qe(t,A){return()=>({livePositions:A.count,memoryBytes:t.memory.buffer.byteLength})}function Ot(t){let A=new aA(
t);Yt(A);let e={count:0};return Object.freeze({...ct(A),...Lt(A,e),stats:qe(A,e)})}var jA="AGFzbQEAAAABcBJgAX8Bf2ACf38Bf2ADf39/AX9gAAF/YAF/AGAEf39/fwF/YAV/f39/fwF/YAAAYAN/f38BfmABfwF+YAR/fn5+AX5gAX4Bf2AD\
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
CXN0YWNrU2F2ZQBRDHN0YWNrUmVzdG9yZQBSCnN0YWNrQWxsb2MAUwkHAQBBAQsBAAwBBgqH1AFVAwABC2oCAX8DfiAAQQN0IQADQCAEQQl0IABqQaAoaikD\
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
qtUAIAFB1qrVKkkbIgEgBUkNAAsgAiABQRhsEE4iAkUNASAAIAE2ApQBIAAgAjYCjAEgACACIARBGGxqNgKQAQtBACEDCyADC1YCAX8CfiAAKAKQASIBKQMA\
IQMCQCABKAIIIgFBDkkNACAAKAKIAS0A6zFFDQAgAUEOa0EDdq1Crf7V5NSF/ajYAH5Cz4Keu+/v3oIUfCECCyACIAOFCwgAIAAgARAWCwkAQfT6OSgCAAsJ\
AEH4+jkoAgALCQBB/Po5KAIACwkAQYD7OSgCAAsGACAAEEsLBgAgABBMC5cCAgF+BH8CQCACRQ0AIAJBAUcEQCACQX5xIQYDQCABIARBA3QiB2ogAELrh9aF\
6Mih5OEAfSIDQh6IIAOFQrnLk+fR7ZGsv39+IgNCG4ggA4VC66PEmbG3kuiUf34iA0IfiCADhTcDACABIAdBCHJqIABCqvDT9K/uvLc8fCIAQh6IIACFQrnL\
k+fR7ZGsv39+IgNCG4ggA4VC66PEmbG3kuiUf34iA0IfiCADhTcDACAEQQJqIQQgBUECaiIFIAZHDQALCyACQQFxRQ0AIAEgBEEDdGogAELrh9aF6Mih5OEA\
fSIAQh6IIACFQrnLk+fR7ZGsv39+IgBCG4ggAIVC66PEmbG3kuiUf34iAEIfiCAAhTcDAAsL3QECAX4FfwJ+QgAgAkUNABogAkEDcSEHAkAgAkEBa0EDSQRA\
QQAhAgwBCyACQXxxIQhBACECA0AgACABIAJBAnQiBEEMcmooAgBBA3RqKQMAIAAgASAEQQhyaigCAEEDdGopAwAgACABIARBBHJqKAIAQQN0aikDACAAIAEg\
BGooAgBBA3RqKQMAIAOFhYWFIQMgAkEEaiECIAZBBGoiBiAIRw0ACwsgBwRAA0AgACABIAJBAnRqKAIAQQN0aikDACADhSEDIAJBAWohAiAFQQFqIgUgB0cN\
AAsLIAMLC7UBAgF+BH8CfkIAIAJFDQAaIAJBAXEhBQJAIAJBAUYEQEEAIQIMAQsgAkF+cSEGQQAhAgNAIAAgASACQQJ0IgdBBHJqKAIAQQN0aikDAEIQiCAA\
IAEgB2ooAgBBA3RqKQMAQhCIIAN8fEL///////8/gyEDIAJBAmohAiAEQQJqIgQgBkcNAAsLIAUEfiAAIAEgAkECdGooAgBBA3RqKQMAQhCIIAN8Qv//////\
/z+DBSADCwu6CxoAIABBIk0EfyAAQQN0QeAJaigCAAVBqRcLCxoAIABBIk0EfyAAQQN0QeQJaigCAAVB1RMLCwYAQZD8OQsxAQF/QfAxEEsiBQRAIAUgACAB\
IAIgAxALBEAgBRBMQQAPCyAFIARBAEc6AOsxCyAFCwYAIAAQHgsGACAAEB8LFwBB9Po5QQA2AgAgACABIAJB9Po5EA4LCgAgACABIAIQHAuXCwISfwN+IAFB\
//8DcSEKQQAhASMAQYAEayIPJABBGCECAkAgACAPEBYiA0UNAANAIAogDyABQQF0ai8BAEcEQCADIAFBAWoiAUcNAQwCCwsCfwJAIAAoApQBIgEgACgCkAEi\
CyAAKAKMASIDa0EYbSICQQFqSw0AIAJBAmoiBCABTQ0AA0AgAUEBdEGq1arVACABQdaq1SpJGyIBIARJDQALQSEgAyABQRhsEE4iA0UNARogACABNgKUASAA\
IAM2AowBIAAgAyACQRhsaiILNgKQAQsgCkEGdkE/cSEDIAAgCkE/cSIJaiEBIAAoAogBIQQgACgCgAEiDEEBcyIQIQUgCkEMdkEDcSIIQQJHBEAgACADakFA\
ay0AACEFCyAEKQPgMCALKQMAhSEUIAstABAEQCALLQAPQQdxQQN0IARqQaAwaikDACAUhSEUCyABQUBrIg0tAAAhAUEMIAUgCEEDRiICGyERIAsoAghBAWoh\
BgJ/AkAgAgRAIAAgAUECdEH4B3FqIgJCASADrYZCASAJrYaEIhUgAikDAIU3AwAgAEEwaiIOIAFBAXFBA3RqIgIgAikDACAVhTcDAEHAACEFIABBQGsiAiAD\
aiABOgAAIA1BDDoAACAAIAIgDEVBAXQgA0EHcUECRnJBBXRB4CZqIgcoAggiCGoiEi0AACINQQJ0QfgHcWoiE0IBIAcoAgwiB62GQgEgCK2GhCIVIBMpAwCF\
NwMAIA4gDUEBcUEDdGoiDiAOKQMAIBWFNwMAIAIgB2ogDToAACASQQw6AAAgBCAIIAxBBnRBgANqIgJqQQN0aikDACAEIAFBBnQiASAJckEDdGopAwAgFIUg\
BCABIANyQQN0aikDAIWFIAQgAiAHakEDdGopAwCFIRQMAQsgACAFQQxGBH8gAQUgACAAIANBCHMgAyAIQQJGGyICakFAayIGLQAAIgdBAnRB+AdxaiIOQgEg\
Aq2GIhUgDikDAIU3AwAgACAHQQFxQQN0aiIHIAcpAzAgFYU3AzAgBkEMOgAAIAQgBUEJdCACQQN0cmopAwAgFIUhFEEAIQYgDS0AAAsiAkECdEH4B3FqIgVC\
ASADrYYiFUIBIAmthoQiFiAFKQMAhTcDACAAIAJBAXFBA3RqIgUgBSkDMCAWhTcDMEHAACEFIAAgA2pBQGsiByACOgAAIA1BDDoAACAEIAFBBnQiAiAJckED\
dGopAwAgFIUgBCACIANyQQN0aiICKQMAhSEUQQAgAUEBSw0BGgJAIAMgCXNBEEYEQCADIAlqQQF2IQUCfyAELQDoMQRAIAAgBSAMEBUMAQsgACAQQQN0aikD\
MCAAKQMAIAxBCXRBoNAAaiAFQQN0aikDAIODQgBSC0UNASAFQQdxQQN0IARqQaAwaikDACAUhSEUQQAhBkEBDAMLQQAhBiAIQQFHDQEgACAHLQAAIgFBAnRB\
+AdxaiIGIAYpAwAgFYU3AwAgAEEwaiIGIAFBAXFBA3RqIgEgASkDACAVhTcDACAHQQw6AAAgACAKQQ12QQZxIAxqQQJqIgFBAnRBeHFqIgggCCkDACAVhDcD\
ACAGIAFBAXFBA3RqIgYgBikDACAVhDcDACAHIAE6AAAgBCABQQl0IANBA3RyaikDACACKQMAIBSFhSEUC0EAIQYLQQALIQIgACgCiAFB6DBqIgEgA0Gw+jlq\
LQAAIAstAA4iAyAJQbD6OWotAABxcSIEQQN0aikDACEVIAEgA0EDdGopAwAhFiAAKAKQASIBIBE6ACkgASACOgAoIAEgBToAJyABIAQ6ACYgASAKOwEkIAEg\
BjYCICABIBUgFCAWhYU3AxggACAQNgKAASAAIAAoApABQRhqNgKQASAAIAAoAoQBIAxFajYChAFBAAshAgsgD0GABGokACACC4EGAgl/AX4Cf0EeIAAoApAB\
IgUgACgCjAFGDQAaIAUvAQwiAUUEQCAAIAAoAoABIgJBAXM2AoABIAAgACgCkAFBGGs2ApABIAAgACgChAEgAkEBRms2AoQBQQAMAQsgAUE/cSEEIAFBBnZB\
P3EhAiAAKAKAASIGQQFzIQcCQCAAAn8CQAJAAkAgAUEMdkEDcSIIQQFrDgMCAAEAC0IBIAKthiEKIAAgAmpBQGstAAAMAgsgACAAQUBrIgUgAmoiBi0AACIB\
QQJ0QfgHcWoiCEIBIAKthkIBIASthoQiCiAIKQMAhTcDACAAQTBqIgggAUEBcUEDdGoiAyADKQMAIAqFNwMAIAQgBWogAToAACAGQQw6AAAgACAFIAdFQQF0\
IAJBB3FBAkZyQQV0QeAmaiIEKAIMIgFqIgYtAAAiAkECdEH4B3FqIgNCASAEKAIIIgSthkIBIAGthoQiCiADKQMAhTcDACAIIAJBAXFBA3RqIgEgASkDACAK\
hTcDACAEIAVqIAI6AAAgBkEMOgAAIAAoApABIQUgACgCgAEhBgwCCyAAIAAgAmpBQGsiAS0AACIDQQJ0QfgHcWoiCUIBIAKthiIKIAkpAwCFNwMAIABBMGoi\
CSADQQFxQQN0aiIDIAMpAwAgCoU3AwAgAUEMOgAAIAAgBkECdEF4cWoiAyADKQMAIAqENwMAIAkgB0EBcUEDdGoiAyADKQMAIAqENwMAIAEgBzoAACAHCyIB\
QQJ0QfgHcWoiAyAKQgEgBK2GhCIKIAMpAwCFNwMAIAAgAUEBcUEDdGoiAyADKQMwIAqFNwMwIAQgAEFAayIDaiABOgAAIAIgA2pBDDoAACAFLQARIgRBDEYN\
ACAAIARBAnRB+AdxaiIBQgEgAkEIcyACIAhBAkYbIgKthiIKIAEpAwCENwMAIAAgBEEBcUEDdGoiASABKQMwIAqENwMwIAAgAmpBQGsgBDoAAAsgACAHNgKA\
ASAAIAVBGGs2ApABIAAgACgChAEgBkEBRms2AoQBQQALCwYAIAAQIQsKACAAECFCIIinCwcAIAAQIacLmAQBBn8gACEEIAEhA0EAIQBBByEFA0AgBUEDdCEG\
QQAhAQJAA0BBACECAkADQCAEIAEgBmpqQUBrLQAAIgdBDEYEQCACQQFqIQIgAUEBaiIBQQhHDQEMAgsLIAIEQCAAIANqIAJBMGo6AAAgAEEBaiEACyAAIANq\
IAdByhdqLQAAOgAAIABBAWohACABQQFqIgFBCEcNAQwCCwsgACADaiACQTBqOgAAIABBAWohAAsgACADaiECIABBAWohASAFBEAgAkEvOgAAIAVBAWshBSAB\
IQAMAQsLIAJBIDoAACABIANqQfcAQeIAIAQoAoABQQFGGzoAACACQSA6AAIgAEEDaiECIAQoApABLQAORQRAIAIgA2pBLToAACAAQQRqIQILQQAhAQNAIAQo\
ApABLQAOIAF2QQFxBEAgAiADaiABQYoQai0AADoAACACQQFqIQILIAFBAWoiAUEERw0ACyACIANqIgBBIDoAACAAAn8gBCgCkAEtAA8iAUHAAEYEQCACQQJq\
IQFBLQwBCyABEAYhBSAAIAEQB0ExajoAAiACQQNqIQEgBUHhAGoLOgABIAEgA2pBIDoAACADIAMgAUEBaiIAaiAEKAKQASgCCCIBQf//AyABQf//A0kbEBIg\
AGoiAGpBIDoAACADIAMgAEEBaiIAaiAEKAKEASIBQf//AyABQf//A0kbEBIgAGoiAGpBADoAACAACwgAIAAgARAiCw8AIAAgAUH//wNxIAIQGAvlAQEHfyMA\
QYAEayIGJAAgACAGECIiCQRAA0AgBwRAIAIgBWpBIDoAACAFQQFqIQULIAIgBWohAyAGIAdBAXRqLwEAIQQCfyABBEAgACAEIAMQGAwBCyADIARBB3FB4QBq\
OgAAIAMgBEEJdkEHcUExajoAAyADIARBBnZBB3FB4QBqOgACIAMgBEEDdkEHcUExajoAAUEEIQggBEGA4ABxQYAgRgRAIAMgBEEOdkGFEGotAAA6AARBBSEI\
CyADIAhqQQA6AAAgCAsgBWohBSAHQQFqIgcgCUcNAAsLIAZBgARqJAAgBQs7AQF/IwBBEGsiAyQAIANBADsBDiAAIAEgAiADQQ5qEBshACADLwEOIQEgA0EQ\
aiQAQQAgAGsgASAAGwsIACAAKAKAAQv9AQIFfwR+IAApAygiBiAAQTBqIgMgACgCgAEiBEEDdGopAwCDeqciAkEDdCIBQaDQAGoiBSkDgAQgACkDACIHIAAp\
AzAiCIODIAcgACkDOCIJIAUpAwCDg4QgACkDCCABQaDIAGopAwCDhCABQaDMAGopAwAgBoOEIAJBGGwiAkGg2ABqIgEoAhAgASkDCCAIIAmEIgYgASkDAIN+\
IAE1AhSIp0EDdGopAwAgACkDICIHIAApAxiEg4QgAkGg5DJqIgEoAhAgASkDCCABKQMAIAaDfiABNQIUiKdBA3RqKQMAIAApAxAgB4SDhCADIARBAXNBA3Rq\
KQMAg0IAUgteAgN/AX4gACgCkAEiAigCCCIDIAIgACgCjAFrQRhtIgAgACADSxsiA0ECTwRAIAIpAwAhBEECIQADQCABIAIgAEFobGopAwAgBFFqIQEgAEEC\
aiIAIANNDQALCyABCxIAIAAoApABIAAoAowBa0EYbQsLACAAKAKQASgCCAsIACAAKAKEAQveAwIHfwF+AkAgACkDOCAAKQMwhCIJe6ciAkUNACACQQFHBEAg\
AkH+AHEhByAAQUBrIQUDQCABIANBAnQiBmogBSAJeqciCGotAABBBnQgCHI2AgAgASAGQQRyaiAFIAlCAX0gCYMiCXqnIgZqLQAAQQZ0IAZyNgIAIAlCAX0g\
CYMhCSADQQJqIQMgBEECaiIEIAdHDQALCyACQQFxRQ0AIAEgA0ECdGogACAJeqciA2pBQGstAABBBnQgA3I2AgALIAAoApABIgQtAA4iA0EBcQRAIAEgAkEC\
dGpBgAY2AgAgAkEBaiECCyADQQJxBEAgASACQQJ0akGBBjYCACACQQFqIQILIANBBHEEQCABIAJBAnRqQYIGNgIAIAJBAWohAgsgA0EIcQRAIAEgAkECdGpB\
gwY2AgAgAkEBaiECCwJAIAQtAA8iA0HAAEYNACAAKAKAASIFQQFzIQQCfyAAKAKIAS0A6DEEQCAAIAMgBBAVDAELIAAgBUEDdGopAzAgACkDACAEQQl0QaDQ\
AGogA0EDdGopAwCDg0IAUgtFDQAgASACQQJ0aiADQQdxQYQGajYCACACQQFqIQILIAAoAoABQQFGBH8gASACQQJ0akGMBjYCACACQQFqBSACCwsjACABQQBM\
BH5CAQUgACABQQFqECAEfkIABSAAIAEQHQsLugvRAgECf0H0+jlBADYCACMAQbABayIEJABBICEFAkAgAUUgA0VyDQBBoPo5LQAARQRAEAQQDUGw+jlCj568\
+PDhw4cPNwMAQej6OUKPnrz48OHDhw83AwBB4Po5Qo+evPjw4cOHDzcDAEHY+jlCj568+PDhw4cPNwMAQdD6OUKPnrz48OHDhw83AwBByPo5Qo+evPjw4cOH\
DzcDAEHA+jlCj568+PDhw4cPNwMAQbj6OUKPnrz48OHDhw83AwBBt/o5QQ46AABBtPo5QQw6AABB7/o5QQs6AABB7Po5QQM6AABBsPo5QQ06AABB6Po5QQc6\
AAAQDBpBoPo5QQE6AAALIAQgAAR/IAAFEAwLNgKIASAEQQE2ApQBIAQgBEGYAWoiADYCkAEgBCAANgKMASAEIAEgAkH0+jkQDiIFDQAgAyAEECE3AwALIARB\
sAFqJAAgBQtTAQN/AkAgBARAA0BB/Po5IAU2AgAgACABIAIgBUEBdGoiBy8BACADIAVBA3RqEEYiBg0CIAEgBy8BAGohASAFQQFqIgUgBEcNAAsLQQAhBgsg\
BgsGACAAEEkLVwECfyAARQRAEAwhAAsCQAJAQYT7OSgCACICRQ0AQYT7OSgCACEBIAIoAogBIABHBEAgARAfQYT7OUEANgIADAELIAENAQtBhPs5IAAQHiIB\
NgIACyABC60HAgp/BH4jAEEgayIGJAAgABBJIgAEfyMAQRBrIgckACAGQgA3AgggBkEANgIYIAZCADcCEAJAIABBACABIAIiBUVyG0UEQCAGQSA2AggMAQsC\
f0EAIANFDQAaQQAgBEUNABogABAhIQ8gBkEBNgIQIAMgDzcDAEEBCyECIAcgATYCCCAHIAEgBWpBACABGzYCDCAHQQhqIAdBBGogBxAXIgVBAUYEQANAIAco\
AgQhCAJ/AkACQAJ/AkACQCAHKAIAIg1BAmsOAwAEAQQLIAgvAABBrdoARg0CIAhBhRtBAhBQDAELIAhBiBtBBBBQCw0BCwJ/QSIgACkDKCIPIABBMGoiCSAA\
KAKAASIKQQN0aikDAIN6pyILQQN0IgVBoNAAaiIOKQOABCAAKQMAIhAgACkDMCIRg4MgECAAKQM4IhIgDikDAIODhCAAKQMIIAVBoMgAaikDAIOEIAVBoMwA\
aikDACAPg4QgC0EYbCILQaDYAGoiBSgCECAFKQMIIBEgEoQiDyAFKQMAg34gBTUCFIinQQN0aikDACAAKQMgIhAgACkDGISDhCALQaDkMmoiBSgCECAFKQMI\
IAUpAwAgD4N+IAU1AhSIp0EDdGopAwAgACkDECAQhIOEIAkgCkEBc0EDdGopAwCDQgBSDQAaIAAoApQBIAAoApABIgUgACgCjAFrQRhtQQFqTQRAQSEgAEEB\
ECANARogACgCkAEhBQsgACgCiAEiCSkD4DAgBSkDAIUhDyAFLQAOIQogBSAFLQAQBH4gBS0AD0EHcUEDdCAJakGgMGopAwAgD4UFIA8LNwMYIAVBDDoAKSAF\
QcAAOwAnIAUgCjoAJiAFQQA7ASQgBSAFKAIIQQFqNgIgIAUgBSgBEjYBKiAFIAUvARY7AS4gACAAKAKAASIFQQFzNgKAASAAIAAoApABQRhqNgKQASAAIAAo\
AoQBIAVFajYChAFBAAsMAQsgACAIIA0QHAsiBQRAIAYgDTYCGCAGIAU2AgggBiAIIAFrNgIUDAMLIAYgDEEBaiIMNgIMIANFIAIgBE9yRQRAIAAQISEPIAYg\
AkEBaiIFNgIQIAMgAkEDdGogDzcDACAFIQILIAdBCGogB0EEaiAHEBciBUEBRg0ACwsgBUEATg0AIAZBHTYCCCAGIAcoAgQgAWs2AhQgBiAHKAIANgIYCyAH\
QRBqJABBgPs5IAYoAgw2AgBB9Po5IAYpAhQ3AgAgBigCCAVBIQshACAGQSBqJAAgAAvWAQIDfwJ+AkACf0EFIQEDQCABIABBASABdEEQa00NARogAUEBaiIB\
QR9HDQALQR8LIgFBHksNAAJAIAFBAnRBkPs5aiICKAIAIgAEQCACIAAoAgA2AgAMAQsCf0EBIAF0IQJBjPw5KAIAIgBFBEBBjPw5QYCtygAiADYCAAsgAK0g\
Aq18IgQ/AK1CEIYiBVYEQEEAIAQgBX1C//8DfEIQiKdAAEF/Rg0BGkGM/DkoAgAhAAtBjPw5IAQ+AgAgAAsiAEUNAQsgACABNgIAIABBEGohAwsgAwsrAQF/\
IAAEQCAAEE0iACAAKAIAQQJ0QZD7OWoiASgCADYCACABIAA2AgALCwcAIABBEGsLRAEBfyAARQRAIAEQSw8LIAFBASAAEE0oAgB0QRBrIgJNBEAgAA8LIAEQ\
SyIBRQRAQQAPCyABIAAgAvwKAAAgABBMIAELBABBAQuBAQECfwJAAkAgAkEETwRAIAAgAXJBA3ENAQNAIAAoAgAgASgCAEcNAiABQQRqIQEgAEEEaiEAIAJB\
BGsiAkEDSw0ACwsgAkUNAQsDQCAALQAAIgMgAS0AACIERgRAIAFBAWohASAAQQFqIQAgAkEBayICDQEMAgsLIAMgBGsPC0EACwQAIwALBgAgACQACxAAIwAg\
AGtBcHEiACQAIAALBgBB+Kw6CwuUIAYAQYAIC6EBAQAAAAIAAAACAAAAAQAAAAIAAAD/////AQAAAP7//////////v////7//////////v///wEAAAD/////\
AgAAAAEAAAAAAAAAAQAAAAEAAAAAAAAAAQAAAP////8BAAAA/////wAAAAD//////////wAAAAD/////AQAAAP//////////AQAAAAEAAAABAAAA////////\
//8BAAAA/////wEAQawJC4sVAQAAAP////8AAAAAAAAAAP////8BAAAAAQAAAP////8BAAAAAQAAAP///////////////94LAAC8BwAAaAoAAPgFAAD7CgAA\
5w0AAM0KAAC+DgAAZgwAAGYHAAC6CgAARgcAACMLAAAyCAAARwsAAPUOAADcCgAAawkAAO0LAAAPCAAA6woAAI0NAACpDAAAYw4AAJoKAADFBwAAMwsAAAEH\
AACMCgAAhw4AAOELAADJCAAAsQsAAHEGAAD7CwAAJAoAAJwMAAASDQAAjwwAANcMAAAIDAAAUAgAAEQMAAC3BgAArgoAACUOAACyDAAAkAkAAL0LAACFBwAA\
HgwAAHEIAAAUCwAAmwcAAHgMAADoCQAAwAwAAFYLAAB8CgAAFwYAAJMLAAAXCQAAWQwAACwJAAALCwAAuQkAAHIKAAAJBgAAMQwAAJ8IAAB0aGUgRkVOIGlz\
IGVtcHR5AG91dCBvZiBtZW1vcnkAYW4gdW5jbG9zZWQgY29tbWVudCwgYW4gdW5iYWxhbmNlZCBwYXJlbnRoZXNpcyBvciBhIG1vdmUgYWZ0ZXIgdGhlIHJl\
c3VsdCBpbiB0aGUgbW92ZXRleHQAbm8gcGF3biBjYW4ganVzdCBoYXZlIG1hZGUgdGhlIGRvdWJsZSBzdGVwIHRoZSBlbi1wYXNzYW50IHNxdWFyZSBzYXlz\
AG5vIG1vdmUgZ2l2ZXMgdGhpcyBjaGVjazogbW9yZSB0aGFuIHR3byBjaGVja2Vycywgb3IgdHdvIGtuaWdodHMgb3IgcGF3bnMAYSBjYXN0bGluZyByaWdo\
dCB3aXRob3V0IGl0cyBraW5nIGFuZCByb29rIG9uIHRoZWlyIG9yaWdpbmFsIHNxdWFyZXMAYSByYW5rIGhhcyBmZXdlciB0aGFuIDggc3F1YXJlcwBhIHJh\
bmsgaGFzIG1vcmUgdGhhbiA4IHNxdWFyZXMAbm8gbGVnYWwgbW92ZSBtYXRjaGVzAG1vcmUgdGhhbiBvbmUgbGVnYWwgbW92ZSBtYXRjaGVzAG5vIGVycm9y\
AGNhc3RsaW5nIHJpZ2h0cyBtdXN0IGJlICctJyBvciBhIHN1YnNldCBvZiAnS1FrcScgaW4gdGhhdCBvcmRlcgBuYnJxAEtRa3EAYSBwYXduIG9uIHRoZSBm\
aXJzdCBvciBlaWdodGggcmFuawB0d28gZGlnaXRzIGluIGEgcm93IGluIGEgcmFuawB0aGUgc2lkZSBub3QgdG8gbW92ZSBpcyBpbiBjaGVjawB0aGUgbW92\
ZSB3b3VsZCBsZWF2ZSBvciBwdXQgdGhlIGtpbmcgaW4gY2hlY2sAYSBudWxsIG1vdmUgaXMgbm90IGFsbG93ZWQgd2hpbGUgaW4gY2hlY2sAdGhlIGVuLXBh\
c3NhbnQgc3F1YXJlIG11c3QgYmUgb24gcmFuayA2IHdpdGggd2hpdGUgdG8gbW92ZSwgcmFuayAzIHdpdGggYmxhY2sAbm8gbW92ZSB0byB0YWtlIGJhY2sA\
dGhlIGluY3JlbWVudGFsIGtleSBkaWZmZXJzIGZyb20gdGhlIGtleSBjb21wdXRlZCBmcm9tIHNjcmF0Y2gAZWFjaCBzaWRlIG11c3QgaGF2ZSBleGFjdGx5\
IG9uZSBraW5nAHRoZSBzaWRlIHRvIG1vdmUgaGFzIG5vIHN1Y2ggcGllY2UgdGhlcmUAYW4gYXJndW1lbnQgaXMgb3V0IG9mIHJhbmdlAHVua25vd24gZXJy\
b3IgY29kZQBhIHBhd24gcmVhY2hpbmcgdGhlIGxhc3QgcmFuayBtdXN0IG5hbWUgaXRzIHByb21vdGlvbiBwaWVjZQBhbiBlbi1wYXNzYW50IHNxdWFyZSBu\
ZWVkcyBhIGhhbGZtb3ZlIGNsb2NrIG9mIDA6IGEgcGF3biBqdXN0IG1vdmVkAEZFTl9FTVBUWQBOT19NRU1PUlkATU9WRVRFWFRfU1lOVEFYAEZFTl9FUF9T\
WU5UQVgARkVOX0NBU1RMSU5HX1NZTlRBWABNT1ZFX1NZTlRBWABGRU5fUkFOS19UT09fU0hPUlQARkVOX1JBTktfQ09VTlQARkVOX0tJTkdfQ09VTlQARkVO\
X1BJRUNFX0NPVU5UAEZFTl9GSUVMRF9DT1VOVABBUkdVTUVOVABNT1ZFX0FNQklHVU9VUwBGRU5fUkFOS19ESUdJVFMARkVOX0NBU1RMSU5HX1JJR0hUUwBG\
RU5fUElFQ0VfQ0hBUgBvbmx5IGEgcGF3biByZWFjaGluZyB0aGUgbGFzdCByYW5rIHByb21vdGVzLCB0byBOLCBCLCBSIG9yIFEATk9USElOR19UT19VTkRP\
AE8tTy1PAFVOS05PV04ARkVOX0VQX1BBV04ATU9WRV9JTExFR0FMAHBQbk5iQnJScVFrSwBQTkJSUUsAT0sARkVOX0VQX1JBTksARkVOX1BBV05fUkFOSwBG\
RU5fRVBfQ0xPQ0sARkVOX09QUE9ORU5UX0lOX0NIRUNLAE1PVkVfS0lOR19JTl9DSEVDSwBOVUxMX01PVkVfSU5fQ0hFQ0sARkVOX0lNUE9TU0lCTEVfQ0hF\
Q0sAS0VZX01JU01BVENIAEZFTl9SQU5LX1RPT19MT05HAE1PVkVfUFJPTU9USU9OX01JU1NJTkcARkVOX0ZVTExNT1ZFAEZFTl9IQUxGTU9WRQBGRU5fU0lE\
RQBNT1ZFX05PX1BJRUNFAE1PVkVfUFJPTU9USU9OX0lOVkFMSUQAdGhlIGZ1bGxtb3ZlIG51bWJlciBtdXN0IGJlIGEgd2hvbGUgbnVtYmVyIGZyb20gMSB0\
byA2NTUzNQB0aGUgaGFsZm1vdmUgY2xvY2sgbXVzdCBiZSBhIHdob2xlIG51bWJlciBmcm9tIDAgdG8gNjU1MzUAcm5icWtibnIvcHBwcHBwcHAvOC84Lzgv\
OC9QUFBQUFBQUC9STkJRS0JOUiB3IEtRa3EgLSAwIDEAWjAAMDAwMABtb3JlIHBpZWNlcyB0aGFuIGEgc2lkZSBjYW4gaGF2ZSAoMTYgaW4gYWxsLCA4IHBh\
d25zLCBwcm9tb3Rpb25zIG9ubHkgZnJvbSBtaXNzaW5nIHBhd25zKQBhIEZFTiBoYXMgNiBzcGFjZS1zZXBhcmF0ZWQgZmllbGRzIChvciA0LCB3aXRob3V0\
IHRoZSBjbG9ja3MpAG5vdCBhIG1vdmUgaW4gU0FOIChOZjMsIGV4ZDUsIE8tTywgZTg9USkgb3IgVUNJIChnMWYzLCBlN2U4cSkAdGhlIHNpZGUgdG8gbW92\
ZSBtdXN0IGJlICd3JyBvciAnYicAdGhlIGVuLXBhc3NhbnQgZmllbGQgbXVzdCBiZSAnLScgb3IgYSBzcXVhcmUgbGlrZSAnZTMnAHRoZSBwaWVjZSBwbGFj\
ZW1lbnQgbXVzdCBoYXZlIDggcmFua3Mgc2VwYXJhdGVkIGJ5ICcvJwBhIGNoYXJhY3RlciB0aGF0IGlzIG5vdCBhIHBpZWNlIChQTkJSUUtwbmJycWspLCBh\
IGRpZ2l0IDEtOCBvciAnLycAQcAeCxUIAAAAAgAAAAIAAAACAAAAAQAAAAEAQeEeC8wIQBSAYgCAAEAAEAAgAEAIgAgBIAAQgAgkgAAIARCAgYACAAQAGIAC\
AAQAAoABgALEAAACAAEAGQIAR4ghCAAhJIAAQACABAAIQIAEIIACQIYAEAAggACAgAAIAhCABAgABIAACICSQABEgAACgAQADCgAAsEAQgEABYJABAADACAA\
QACAgAAAhCAAQAABAQAAIAAQgIJBAiAAEAsAAQUAAAEIEAAFAIIAAgAEgIAAABARgigABEAAgUAAHADKAESAIACAQABAAgAQIEAAQAAAACBAABMBCzIIABAA\
IQABCAAEgIAACGAAgAACgAAEAAQCAdAABEgAAgSBAABCAAgIASBAAEAAgAxBIACCAAIREgcggIAAEIAAABIAIghAACgACAABEQQAAAAEgIACAAIAiDAABAIh\
BACCAABBAACDAgCAAEAggCAgAEAAECBAIAYiAEIAEoIEBBAAQgAKIAAAEACFCAABCAGAgAAEAAIEAAgAhBABAoBAAQACRIAAAHFAACAAQACAEEBBARAgAEAg\
AAFBACAQAAIAIQIwGQCNIgAFAEgAEQAIAAsABBgACxQABBACAQgIAAACA1yCECggKUAAgBAAYQCBEABAIAAhAAIKgkARIAIEARAgAQkEAQACCAQgEAFCgEEC\
CABEAAEABIgAAQIQAAACRIAGMQAIQgAxBAIQAggADAJjAAmQCAAiAkZCCBQQAAAgAACBQAIQAKCAEkBQBAEgEAHABCgCAEEAEFUBCMIEiCAEASiARABIAEyE\
hECgCIBAACEIIKAgAQAyhQgIgsQAggCCIQoAAAAEEEARgQQJAQDASAEBBhAEQAMogggwBQACAggBAQJABJQEAggQQAFAAEioCABEBAARhQAKAhBIAEAAAgIg\
IAAAICEBBAICACABEAECQIAIoCAEAQJgBAGABAkkAAABAYwQBCAAEEIBQAgUBAAQAQBABwQiATAAAIAQQAAABAQKUIAAAiEAAiGggAAHAQJhAACQABIAAQEA\
CkEAgQACgQBAUBBUQAUBAIACEIgghACBSAJoAAECBEAAggAICEAAEABBAAAERADhAAEBAILQCEEUBARACAEEjKEEQYIAlCIhQAiAIIiQAAAGAggwFIgAAACC\
ARAUIAAAANiAAEIMSBAAAgKUAAwgAgACIAgoRyhAQBAAQgJCIAEwJEAAAURQAAAQCCAETAAEAAAkBEwQCgCAiIgAhAAAIBQkSAghQAAAQgoFIQhASCgDgFAI\
BEAACACAAAQQCAUGCICAiIAIIAAiIAEJBQESAAgEhBAEAYKACAgIJQgEmQCACEJCMBAFAABRUEAAEAkAgQAQEQgCAACAMgSEICQBQEEAQQAQEAUABAAAAAYA\
AAAHAAAABQAAAGAAAAAAAAAAYAAAAAAAAAAEAAAAAgAAAAAAAAADAAAADgAAAAAAAAAMAAAAAAAAADwAAAA+AAAAPwAAAD0AQbcnCxZgAAAAAAAAAGA8AAAA\
OgAAADgAAAA7AEHXJwtJDgAAAAAAAAAMAQAAAAEAAAABAAAA//////////8BAAAA//////////8BAAAAAAAAAP////8AAAAAAAAAAAEAAAAAAAAA/////w==";function Tt(t){if(/^[a-z][a-z0-9+.-]+:/i.test(t))return new URL(t);let A=process.getBuiltinModule?.("node:url");return A?
A.pathToFileURL(t):new URL(t,`file://${process.cwd().replace(/\/*$/,"/")}`)}async function xt(t){let A=process.getBuiltinModule?.(
"node:fs");return A?A.readFileSync(t):(await import("node:fs/promises")).readFile(t)}var{init:zg,initSync:Vg}=Qt(Ot,{moduleUrl:()=>new URL("./zobrist.wasm",import.meta.url),readFile:xt,fileUrl:Tt,ownBytes:()=>IA(
jA),ownBytesSync:()=>IA(jA)});export{oA as Additive48,yA as Additive48Hash,iA as BigInt64,lA as BigInt64Hash,Ht as CENSUS_HASHES,Y as FeatureHash,Jt as KNOWN_DISTINCT,
gA as Paired32,DA as Paired32Hash,S as START_FEN,L as Scheme,B as ZobristError,He as featuresOfChessJs,ye as halfmoveKey,
zg as init,Vg as initSync,De as keyOfFeatures,G as layout,nA as polyglotKeys,ht as splitmix64,LA as splitmix64Table,O as toSeed};
//# sourceMappingURL=zobrist.node.js.map
