// Bundled by esbuild from the sources in wasm/ (make); do not edit.
var qt=Symbol.for("zobrist-wasm.ZobristError"),l=class extends Error{static name="ZobristError";constructor(t,n,s={}){super(
n),this.name="ZobristError",this.code=t,Object.assign(this,s)}get[qt](){return!0}static[Symbol.hasInstance](t){return typeof t==
"object"&&t!==null&&t[qt]===!0}};function P(e){return JSON.stringify(e.length>120?`${e.slice(0,100)}\u2026`:e)}function c(e){
return typeof e=="string"?P(e):e==null?String(e):typeof e=="bigint"?`${e}n`:typeof e=="object"?`an object (${Object.prototype.
toString.call(e).slice(8,-1)})`:typeof e=="symbol"?"a symbol":`${typeof e} ${String(e)}`}function He(e,t){if(typeof e!="\
string")throw new l("ARGUMENT_TYPE",`${t} must be a string, got ${c(e)}`,{input:e})}function C(e,t,n,s){if(typeof e!="nu\
mber"||!Number.isInteger(e))throw new l("ARGUMENT_TYPE",`${t} must be an integer, got ${c(e)}`,{input:e});if(e<n||e>s)throw new l(
"ARGUMENT",`${t} must be from ${n} to ${s}, got ${e}`,{input:e})}function N(e,t,n){if(e===void 0)return{};if(e===null||typeof e!=
"object"||Array.isArray(e))throw new l("ARGUMENT_TYPE",`${t} must be an object, got ${Array.isArray(e)?"an array":c(e)}`,
{input:e});for(let i of Object.keys(e))if(!n.includes(i))throw new l("ARGUMENT",`${t}: unknown option ${c(i)} (${n.join(
", ")})`,{input:i});let s=Object.getPrototypeOf(e);return s===Object.prototype||s===null?e:{...e}}function _(e,t,n){if(He(
e,t),e.length>n)throw new l("ARGUMENT",`${t} is ${e.length} characters long; at most ${n} make sense`,{input:e})}var te=null;function ee(e){return te?te(e):0}var Q={env:{emscripten_notify_memory_growth(){},zbw_audit_progress:ee}},$e=()=>typeof document=="object"||typeof WorkerGlobalScope==
"function";function De(e,t,n){if(!(e instanceof TypeError)||!$e())return e;let s=n.bytes?"; or call init() with no argum\
ent: this entry has the module built in and fetches nothing":n.all?"":"; or import 'zobrist-wasm/inline', which has the \
module built in and fetches nothing";return new l("WASM_LOAD",`cannot load the WebAssembly module: fetching ${t?t.href:"\
it"} failed (${e.message}): blocked by the network or by a Content-Security-Policy connect-src that does not allow its U\
RL (connect-src, or default-src where there is no connect-src, must allow it, e.g. connect-src 'self'; the browser's con\
sole says which)${s}`,{cause:e})}async function ct(e,t,n,s=!1){let i;try{i=await e}catch(r){throw De(r,n,t)}if(typeof Response>
"u"||!(i instanceof Response))throw new Error(`expected a Response from the promise given to init(), got ${Object.prototype.
toString.call(i)}`);if(!i.ok){let r=`fetching ${i.url||"the module (a Response with no URL)"}: HTTP ${i.status}`;throw s&&
i.status===404?new l("WASM_LOAD",`cannot load the WebAssembly module: ${r}: it is not beside the bundle (esbuild and Rol\
lup do not emit files referenced by new URL(\u2026, import.meta.url)); ${se(t,!0)}`):new Error(r)}return WebAssembly.instantiateStreaming&&
i.headers.get("content-type")==="application/wasm"?(await WebAssembly.instantiateStreaming(i,Q)).instance:(await WebAssembly.
instantiate(await i.arrayBuffer(),Q)).instance}function se(e,t){let n=e.all?"zobrist-all.wasm":"zobrist.wasm",s=[t&&`cop\
y ${n} from node_modules/zobrist-wasm/wasm/ next to the bundle`,e.readFile?"pass its path or URL to init() (its bytes to\
 initSync())":"pass its URL to init(url)",!e.all&&"import 'zobrist-wasm/inline', which has the chess module built in"].filter(
Boolean),i=s.length>1?`${s.slice(0,-1).join(", ")}, or ${s.at(-1)}`:s[0];return e.all?`${i}; zobrist-wasm/all has no inl\
ine build ('zobrist-wasm/inline' has chess and KeySpace only: no PGN, books, census, UTTT, Go or transposition tables)`:
i}function re(e){let t;try{t=e.moduleUrl?.()}catch{}if(!(t instanceof URL))throw new l("WASM_LOAD",`cannot locate the We\
bAssembly module: this bundle has no import.meta.url (an IIFE or CommonJS bundle?); ${se(e,!1)}`);return t}var ie="zobrist-wasm/inline has its module built in: call init() or initSync() with no argument, or pass the module's by\
tes";function Ye(e,t){if(e instanceof URL)return e;if(t.fileUrl)return t.fileUrl(e);if(URL.canParse?.(e)??/^[a-z][a-z0-9+.-]*:/i.
test(e))return new URL(e);let n=globalThis.location?.href;if(t.bytes&&!n)throw new l("WASM_LOAD",`cannot resolve ${c(e)}\
: no page or module URL to resolve it against; ${ie}`);try{return new URL(e,re(t))}catch(s){if(n)return new URL(e,n);throw s}}
async function ne(e){try{return await fetch(e)}catch(t){throw new l("WASM_LOAD",`cannot read ${e.href}: this is the pack\
age's browser build, and this runtime's fetch reads no files; Node gets its own build through the 'node' export conditio\
n (not under --conditions=browser); or pass the module's bytes`,{cause:t})}}async function oe(e,t){if(e===void 0){let n=t.
bytes??t.ownBytes;if(n)return Ft(await n());let s=re(t);return ct(s.protocol==="file:"?ne(s):fetch(s),t,s,!0)}if(e instanceof
WebAssembly.Module)return new WebAssembly.Instance(e,Q);if(e instanceof ArrayBuffer||ArrayBuffer.isView(e))return(await WebAssembly.
instantiate(e,Q)).instance;if(typeof e=="string"||e instanceof URL){let n=Ye(e,t);if(n.protocol!=="file:")return ct(fetch(
n),t,n);if(t.readFile)return(await WebAssembly.instantiate(await t.readFile(n),Q)).instance;if(t.bytes)throw new l("WASM\
_LOAD",`cannot read ${n.href}: this entry reads no files; ${ie}`);return ct(ne(n),t,n)}if(typeof Response<"u"&&e instanceof
Response||typeof e?.then=="function")return ct(e,t);throw new l("ARGUMENT_TYPE",`init(source): source must be a URL, a R\
esponse, bytes or a WebAssembly.Module, got ${c(e)}`)}function Ft(e){let t=e instanceof WebAssembly.Module?e:new WebAssembly.
Module(e);return new WebAssembly.Instance(t,Q)}var je=/Content.Security.Policy|\bCSP\b|unsafe-eval|code generation disallowed by embedder/i;function Je(e){let t=globalThis.
WebAssembly?.CompileError;return(t&&e instanceof t||e instanceof EvalError||e?.name==="CompileError"||e?.name==="EvalErr\
or")&&typeof e.message=="string"&&je.test(e.message)}var Ze="Add 'wasm-unsafe-eval' to script-src (to default-src if the\
re is no script-src), e.g. script-src 'self' 'wasm-unsafe-eval': it is the only relaxation the module needs; 'unsafe-eva\
l' is not needed. Without WebAssembly, the pure-JS schemes still give exact Polyglot keys: new Paired32(polyglotKeys()).\
setFromChessJs(chess)";function ae(e){for(let t=e,n=0;t!==null&&typeof t=="object"&&n<4;t=t.cause,n++){if(t instanceof l&&
t.code==="WASM_CSP")return t;if(Je(t))return new l("WASM_CSP",`cannot compile the WebAssembly module: the page's Content\
-Security-Policy forbids it. ${Ze}. (The browser said: ${t.message.trim()})`,{cause:t})}}var Xe=new Uint8Array([0,97,115,109,1,0,0,0,1,5,1,96,0,1,123,3,2,1,0,10,22,1,20,0,253,12,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,
11]);function fe(e,t=globalThis.WebAssembly){if(!(t?.CompileError&&e instanceof t.CompileError||e?.name==="CompileError")||
typeof t?.validate!="function")return;let s;try{s=t.validate(Xe)}catch{return}if(!s)return new l("WASM_LOAD",`cannot com\
pile the WebAssembly module: this runtime lacks WebAssembly SIMD, which the module uses (Chrome 91, Firefox 89, Safari 1\
6.4 and Node 16.4 have it). Without WebAssembly, the pure-JS schemes still give exact Polyglot keys: new Paired32(polygl\
otKeys()).setFromChessJs(chess). (The runtime said: ${String(e.message).trim()})`,{cause:e})}function le(e){return e instanceof l?e:ae(e)??fe(e)??new l("WASM_LOAD",`cannot load the WebAssembly module: ${e.message}`,
{cause:e})}function ue(e,t){async function n(r){let a;try{a=await oe(r,t)}catch(o){throw le(o)}return e(a)}let s=t.bytes??
t.ownBytesSync;function i(r){let a=r===void 0?s:void 0;if(!a&&!(r instanceof WebAssembly.Module||r instanceof ArrayBuffer||
ArrayBuffer.isView(r)))throw new l("ARGUMENT_TYPE",`initSync(source): source must be the module's bytes or a WebAssembly\
.Module, got ${c(r)}`+(r===void 0?` (this is the package's browser build, which fetches its module: pass ${t.all?"zobris\
t-all.wasm's":"the module's"} bytes, or use await init(); in a browser only 'zobrist-wasm/inline' takes none, its module\
 built in${t.all?", with chess and KeySpace only":""}; in Node every entry does)`:""));let o;try{o=Ft(a?a():r)}catch(f){
throw le(f)}return e(o)}return{init:n,initSync:i}}var Qe=new TextEncoder,Ve=null,ce=e=>(Ve??=new TextDecoder).decode(e),he=20;function qe(e,t){let n=i=>{throw i instanceof
WebAssembly.RuntimeError?(t.broken=i,pe(i)):i},s=()=>{if(t.broken)throw pe(t.broken)};switch(e.length){case 0:return()=>{
s();try{return e()}catch(i){return n(i)}};case 1:return i=>{s();try{return e(i)}catch(r){return n(r)}};case 2:return(i,r)=>{
s();try{return e(i,r)}catch(a){return n(a)}};case 3:return(i,r,a)=>{s();try{return e(i,r,a)}catch(o){return n(o)}};case 4:
return(i,r,a,o)=>{s();try{return e(i,r,a,o)}catch(f){return n(f)}};default:return(...i)=>{s();try{return e(...i)}catch(r){
return n(r)}}}}function tn(e,t){return Object.create(new Proxy({},{get(n,s,i){let r=e[s];if(r===void 0)return;let a=typeof r==
"function"?qe(r,t):r;return Object.defineProperty(i,s,{value:a,enumerable:!0}),a}}))}function pe(e){return new l("WASM_T\
RAP",`the WebAssembly module trapped (${e.message}); this instance can no longer be used: call init() again`,{cause:e})}
var en=2**31,ye=16<<20;function Ct(e,t,n){for(let s=0;s<n.length;s++){let i=n.charCodeAt(s);e[t+s]=i<128?i:128}}var ht=class{constructor(t,n){
this.core=t,this.size=0,this.ptr=0,this.initial=n,this.need(n)}need(t){if(t>this.size&&(this.ptr&&this.core.x.zbw_free(this.
ptr),this.size=Math.max(t,this.size*2),this.ptr=this.core.alloc(this.size),!this.ptr))throw this.size=0,new l("NO_MEMORY",
`cannot allocate ${t} bytes of WebAssembly memory`);return this.ptr}trim(t){this.size<=t||(this.core.x.zbw_free(this.ptr),
this.ptr=0,this.size=0,this.need(this.initial))}},nn=1,de=2;function sn(e,t){if(typeof e.zbw_module_kind!="function")throw new l(
"WASM_LOAD","this WebAssembly module is not one of zobrist-wasm's (it has no zbw_module_kind export): pass the package's\
 zobrist.wasm, or its zobrist-all.wasm to zobrist-wasm/all");if(t===de&&e.zbw_module_kind()!==de)throw new l("WASM_LOAD",
"zobrist-wasm/all needs zobrist-all.wasm; this module is the main entry's zobrist.wasm (keys and chess only)")}var pt=class{constructor(t,n=nn){
sn(t.exports,n),this.memory=t.exports.memory,this.broken=null,this.x=tn(t.exports,this),this.x._initialize(),this.chessErrors=
this.gameErrors(this.x.zbw_error_name,this.x.zbw_error_message),this.u8=new Uint8Array(this.memory.buffer),this.u32=new Uint32Array(
this.memory.buffer),this.u64s=new BigUint64Array(this.memory.buffer),this.input=new ht(this,1024),this.inputBytes=null,this.
output=new ht(this,4096)}bytes(){return this.u8.length===0&&(this.u8=new Uint8Array(this.memory.buffer)),this.u8}words(){
return this.u32.length===0&&(this.u32=new Uint32Array(this.memory.buffer)),this.u32}u64(){return this.u64s.length===0&&(this.
u64s=new BigUint64Array(this.memory.buffer)),this.u64s}trimRegions(){this.input.trim(ye),this.output.trim(ye),this.inputBytes=
null}alloc(t){return t<en?this.x.zbw_alloc(t):0}writeInput(t){let n=t.length,s=this.input.need(n>he?3*n:n);return n>he&&
Qe.encodeInto(t,this.inputView(s,3*n)).written===n||Ct(this.bytes(),s,t),n}inputView(t,n){let s=this.inputBytes;return(s===
null||s.length<n||s.byteOffset!==t)&&(s=this.inputBytes=this.bytes().subarray(t,t+this.input.size)),s}readString(t,n){return ce(
this.bytes().subarray(t,t+n))}cString(t){let n=this.bytes(),s=t;for(;n[s];)s++;return ce(n.subarray(t,s))}gameErrors(t,n,s=""){
let i=r=>s+this.cString(t(r));return{name:i,error:(r,a,o={})=>new l(i(r),`${a}: ${this.cString(n(r))} (${i(r)})`,o),textError:(r,a,o)=>{
let f=this.x.zbw_last_offset();return new l(i(r),`${o} ${P(a)}: ${this.cString(n(r))} (${i(r)} at character ${f+1})`,{input:a,
offset:f})}}}error(t,n,s={}){return this.chessErrors.error(t,n,s)}fenError(t,n,s="Invalid FEN"){let i=this.chessErrors.name(
t);return i==="NO_MEMORY"?new l(i,`out of WebAssembly memory while reading the FEN ${P(n)}`,{input:n}):this.chessErrors.
textError(t,n,s)}scratch(t=0){let n=this.x.zbw_scratch_position(t);if(!n)throw new l("NO_MEMORY","cannot allocate the sc\
ratch position");return n}};var rn=1n<<64n;function Pt(e){for(let t=0;t<e.length;t++){let n=e[t];if(typeof n!="bigint"||n<0n||n>=rn)return!1}return!0}
function V(e,t=void 0){if(!(e instanceof BigUint64Array||Array.isArray(e)&&Pt(e)))throw new l("ARGUMENT_TYPE",`a key tab\
le must be a BigUint64Array (or an array of unsigned 64-bit BigInts), got ${c(e)}`);if(t!==void 0&&e.length!==t)throw new l(
"ARGUMENT",`a key table here has ${t} keys, this one ${e.length}`);if(e.length===0)throw new l("ARGUMENT","a key table n\
eeds at least one key");return e}var L=class{static name="FeatureHash";constructor(t){V(t),this.prepare(t),this.size=t.length,
this.present=new Uint8Array(t.length),this.count=0,this.resetKey()}#t(t,n){if(!Number.isInteger(t)||t<0||t>=this.size)throw new l(
typeof t=="number"?"ARGUMENT":"ARGUMENT_TYPE",`${n}: a feature must be an integer from 0 to ${this.size-1}, got ${c(t)}`,
{input:t});return t}has(t){return this.present[this.#t(t,"has(feature)")]===1}add(t){let n=this.#t(t,"add(feature)");if(this.
present[n])throw new l("ARGUMENT",`add(${n}): feature ${n} is present already`,{input:n});return this.present[n]=1,this.
count++,this.insertKey(n),this}remove(t){let n=this.#t(t,"remove(feature)");if(!this.present[n])throw new l("ARGUMENT",`\
remove(${n}): feature ${n} is not present`,{input:n});return this.present[n]=0,this.count--,this.removeKey(n),this}toggle(t){
let n=this.#t(t,"toggle(feature)");return this.present[n]?this.remove(n):this.add(n)}clear(){return this.present.fill(0),
this.count=0,this.resetKey(),this}setFeatures(t){if(t===null||typeof t!="object"||typeof t[Symbol.iterator]!="function")
throw new l("ARGUMENT_TYPE",`setFeatures(features): features must be an array of feature indices, got ${c(t)}`);let n=Array.
from(t),s=new Set;for(let i of n){if(this.#t(i,"setFeatures(features)"),s.has(i))throw new l("ARGUMENT",`setFeatures(fea\
tures): feature ${i} is listed twice`,{input:i});s.add(i)}this.clear();for(let i of n)this.add(i);return this}features(){
let t=new Uint32Array(this.count);for(let n=0,s=0;s<this.count;n++)this.present[n]&&(t[s++]=n);return t}};var yt=e=>class extends e{get name(){return"BigInt64"}get bits(){return 64}prepare(t){this.keys=Array.from(t)}setKeyAt(t,n){
this.keys[t]=n}negateKeyAt(){}resetKey(){this.k=0n}insertKey(t){this.k^=this.keys[t]}removeKey(t){this.k^=this.keys[t]}get key(){
return this.k}get hi(){return Number(this.k>>32n)}get lo(){return Number(this.k&0xFFFFFFFFn)}get keyHex(){return this.k.
toString(16).padStart(16,"0")}};var dt=e=>class extends e{get name(){return"Paired32"}get bits(){return 64}prepare(t){this.hiKeys=new Int32Array(t.length),
this.loKeys=new Int32Array(t.length);for(let n=0;n<t.length;n++)this.setKeyAt(n,t[n])}setKeyAt(t,n){this.hiKeys[t]=Number(
BigInt.asIntN(32,n>>32n)),this.loKeys[t]=Number(BigInt.asIntN(32,n))}negateKeyAt(){}resetKey(){this.h=0,this.l=0}insertKey(t){
this.h^=this.hiKeys[t],this.l^=this.loKeys[t]}removeKey(t){this.h^=this.hiKeys[t],this.l^=this.loKeys[t]}get hi(){return this.
h>>>0}get lo(){return this.l>>>0}get key(){return BigInt(this.h>>>0)<<32n|BigInt(this.l>>>0)}get keyHex(){return(this.h>>>
0).toString(16).padStart(8,"0")+(this.l>>>0).toString(16).padStart(8,"0")}};var mt=e=>class extends e{get name(){return"Additive48"}get bits(){return 48}prepare(t){this.keys=new Float64Array(t.length);
for(let n=0;n<t.length;n++)this.setKeyAt(n,t[n])}setKeyAt(t,n){this.keys[t]=Number(n>>16n)}negateKeyAt(t){this.keys[t]=(281474976710656-
this.keys[t])%281474976710656}resetKey(){this.k=0}insertKey(t){this.k+=this.keys[t],this.k>=281474976710656&&(this.k-=281474976710656)}removeKey(t){
this.k-=this.keys[t],this.k<0&&(this.k+=281474976710656)}get key(){return this.k}get keyHex(){return this.k.toString(16).
padStart(12,"0")}};var bt=class extends yt(L){static name="BigInt64Hash"},wt=class extends dt(L){static name="Paired32Hash"},gt=class extends mt(
L){static name="Additive48Hash"},At={bigint64:bt,paired32:wt,additive48:gt};var It=(1n<<64n)-1n;function v(e,t="a seed"){if(typeof e=="bigint")return BigInt.asUintN(64,e);if(typeof e=="number"&&Number.
isSafeInteger(e)&&e>=0)return BigInt(e);throw new l("ARGUMENT_TYPE",`${typeof t=="string"?t:"a seed"} must be a non-nega\
tive safe integer or a BigInt (taken modulo 2^64), got ${c(e)}`,{input:e})}function me(e){return on(v(e,"splitmix64(seed\
): seed"))}function*on(e){let t=e;for(;;){t=t+0x9E3779B97F4A7C15n&It;let n=t;n=(n^n>>30n)*0xBF58476D1CE4E5B9n&It,n=(n^n>>
27n)*0x94D049BB133111EBn&It,yield n^n>>31n}}function zt(e,t=781){C(t,"splitmix64Table(seed, count): count",0,1<<24);let n=new BigUint64Array(
t),s=me(e);for(let i=0;i<t;i++)n[i]=s.next().value;return n}var Bt=1<<24,an=(1n<<64n)-1n,fn=Symbol.dispose??Symbol.for("Symbol.dispose");function be(e){let t=e.x,n=new FinalizationRegistry(
i=>{e.broken||t.zbw_free(i)});class s{static name="KeySpace";#t;#n;constructor(r,a=void 0){let{seed:o}=N(a,"new KeySpace\
(size, options): options",["seed"]),f;if(typeof r=="number")C(r,"new KeySpace(size): size",1,Bt),f=new BigUint64Array(r),
this.#t=this.#e(f.length),t.zbw_keys_fill(v(o??0,"new KeySpace(size, { seed }): seed"),this.#t,f.length),f.set(new BigUint64Array(
e.memory.buffer,this.#t,f.length));else{if(o!==void 0)throw new l("ARGUMENT","new KeySpace(table, { seed }): a seed is f\
or generated keys, not a given table");if(V(r),r.length>Bt)throw new l("ARGUMENT",`new KeySpace(table): at most ${Bt} ke\
ys`);f=BigUint64Array.from(r),this.#t=this.#e(f.length),new BigUint64Array(e.memory.buffer,this.#t,f.length).set(f)}this.#n=
f,n.register(this,this.#t,this)}#e(r){let a=t.zbw_alloc(8*r);if(!a)throw new l("NO_MEMORY",`cannot allocate ${r} keys`);
return a}#s(r){if(!this.#t)throw new l("KEY_SPACE_FREED",`${r}: this KeySpace was freed (free() or dispose) and cannot b\
e used`);return this.#t}get size(){return this.#n.length}get freed(){return this.#t===0}get table(){return this.#s("tabl\
e"),this.#n.slice()}keyAt(r){return this.#s("keyAt(feature)"),this.#n[this.#r(r,"keyAt(feature)")]}#r(r,a){if(!Number.isInteger(
r)||r<0||r>=this.#n.length)throw new l(typeof r=="number"?"ARGUMENT":"ARGUMENT_TYPE",`${a}: a feature must be an integer\
 from 0 to ${this.#n.length-1}, got ${c(r)}`,{input:r});return r}#i(r,a){if(r===null||typeof r!="object"||typeof r[Symbol.
iterator]!="function")throw new l("ARGUMENT_TYPE",`${a}: features must be an array of feature indices, got ${c(r)}`);let o=Array.
isArray(r)||ArrayBuffer.isView(r)?r:Array.from(r),f=o.length,u=new Uint32Array(f);for(let w=0;w<f;w++)u[w]=this.#r(o[w],
a);let h=e.output.need(4*Math.max(f,1));return new Uint32Array(e.memory.buffer,h,f).set(u),[h,f]}keyOf(r){let a=this.#s(
"keyOf(features)"),[o,f]=this.#i(r,"keyOf(features)");return BigInt.asUintN(64,t.zbw_hash_features(a,o,f))}halvesOf(r){let a=this.
keyOf(r);return{hi:Number(a>>32n),lo:Number(a&0xFFFFFFFFn)}}add48Of(r){let a=this.#s("add48Of(features)"),[o,f]=this.#i(
r,"add48Of(features)");return t.zbw_hash_features_add48(a,o,f)}toggle(r,a){if(this.#s("toggle(key, feature)"),typeof r!=
"bigint")throw new l("ARGUMENT_TYPE",`toggle(key, feature): key must be a BigInt, got ${c(r)}`);return(r^this.#n[this.#r(
a,"toggle(key, feature)")])&an}hash(r="bigint64"){this.#s("hash(name)");let a=typeof r=="string"?r.toLowerCase():null,o=a!==
null&&Object.prototype.hasOwnProperty.call(At,a)?At[a]:void 0;if(!o)throw new l(typeof r=="string"?"ARGUMENT":"ARGUMENT_\
TYPE",`hash(name): name must be one of ${Object.keys(At).join(", ")}, got ${c(r)}`);return new o(this.#n)}free(){this.#t&&
(n.unregister(this),e.broken||t.zbw_free(this.#t),this.#t=0)}}return s.prototype[fn]=s.prototype.free,{KeySpace:s}}function we(e){let t=globalThis.Buffer;if(typeof t=="function"&&typeof t.from=="function")return ln(t,e);if(typeof Uint8Array.
fromBase64=="function")return Uint8Array.fromBase64(e);let n=atob(e),s=new Uint8Array(n.length);for(let i=0;i<n.length;i++)
s[i]=n.charCodeAt(i);return s}function ln(e,t){let n=e.prototype?.base64Write;if(typeof n=="function"){let i=new Uint8Array(
(t.length>>2)*3+3),r=-1;try{r=n.call(i,t,0,i.length)}catch{}if(Number.isInteger(r)&&r>=0&&r<=i.length)return i.subarray(
0,r)}let s=e.from(t,"base64");return new Uint8Array(s.buffer,s.byteOffset,s.length)}var un=`
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
`,cn=781,Et;function ot(){if(Et===void 0){Et=new BigUint64Array(cn);let e=new Uint8Array(Et.buffer);if(e.set(we(un)),new Uint8Array(
new Uint16Array([1]).buffer)[0]===0)for(let t=0;t<e.length;t+=8)e.subarray(t,t+8).reverse()}return Et.slice()}var W=781,J=768,Tt=772,at=780,j=(1n<<64n)-1n,vt=["pseudo","legal","literal"],ft=["polyglot","stockfish","chessjs"],Lt=(e,t)=>(e<<
t|e>>64n-t)&j;function*hn(e){let t=e;for(;;)t^=t>>12n,t^=t<<25n&j,t^=t>>27n,yield t*2685821657736338717n&j}function*pn(e,t){
for(;;){let n=Lt(e*5n&j,7n)*9n&j;t^=e,e=Lt(e,24n)^t^t<<16n&j,t=Lt(t,37n),yield n}}var G=e=>e.next().value;function yn(){
let e=hn(1070372n),t=new BigUint64Array(W),n=new BigUint64Array(16);for(let s of[1,0])for(let i=0;i<6;i++)for(let r=0;r<
64;r++)t[64*(2*i+s)+r]=G(e);for(let s=0;s<8;s++)t[Tt+s]=G(e);for(let s=0;s<16;s++)n[s]=G(e);return t[at]=G(e),{table:t,castling:n}}
function dn(){let e=pn(0x31c4b365b102e01en,0xa187eb39cdcaed8fn),t=new BigUint64Array(W),n=new BigUint64Array(16);for(let s of[
1,0])for(let i=0;i<6;i++)for(let r=0;r<128;r++){let a=G(e);r&136||(t[64*(2*i+s)+8*(7-(r>>4))+(r&7)]=a)}for(let s=0;s<8;s++)
t[Tt+s]=G(e);for(let s=0;s<16;s++)n[s]=G(e);return t[at]=G(e),{table:t,castling:n}}function St(e,t,n,s,i,r){let a=new BigUint64Array(
t),o=new BigUint64Array(16);for(let u=0;u<16;u++)if(n)o[u]=n[u];else for(let h=0;h<4;h++)u&1<<h&&(o[u]^=a[J+h]);if(n)for(let u=0;u<
4;u++)a[J+u]=o[1<<u];let f={name:e,get table(){return a.slice()},get castling(){return o.slice()},castlingKeys:n?16:4,ep:s,
turn:i,halfmoveBuckets:r};return Object.defineProperty(f,Ae,{value:!0}),Ee.set(Object.freeze(f),{table:a,castling:o}),wn(
f)}var Ae=Symbol.for("zobrist-wasm.Layout"),ge=new WeakMap;function mn(e){let t=ge.get(e);if(t)return t;let{name:n,castlingKeys:s,
ep:i,turn:r,halfmoveBuckets:a}=e;if(ft.includes(n))t=Wt(n);else{let o="layout(spec): another copy's Layout";if(!vt.includes(
i)||r!=="white"&&r!=="black"||typeof a!="boolean"||s!==4&&s!==16)throw new l("ARGUMENT",`${o} has fields this copy does \
not know (ep ${c(i)}, turn ${c(r)})`);let f=Ut(e.table,W,`${o}'s table`);t=St(n,f,s===16?Ut(e.castling,16,`${o}'s castli\
ng`):null,i,r,a)}return ge.set(e,t),t}var Ee=new WeakMap,q=e=>Ee.get(e),kt=new Map;function Wt(e){let t=kt.get(e);if(!t){
if(e==="polyglot")t=St(e,ot(),null,"pseudo","white",!1);else{let{table:n,castling:s}=e==="stockfish"?yn():dn();t=St(e,n,
s,"pseudo","black",e==="stockfish")}kt.set(e,t)}return t}function Ut(e,t,n){if(!((e instanceof BigUint64Array||Array.isArray(
e)&&Pt(e))&&e.length===t))throw new l("ARGUMENT_TYPE",`${n} must be ${t} keys (a BigUint64Array, or BigInts from 0 to 2^\
64 - 1), got ${c(e)}`);return e}function R(e="polyglot"){if(gn(e))return e;if(e?.[Ae]===!0)return mn(e);if(typeof e=="st\
ring")return bn(e);let t=N(e,"layout(spec): spec",["base","seed","table","castlingTable","castling","ep","turn"]),{base:n,
seed:s,table:i,castlingTable:r,castling:a,ep:o,turn:f}=t;if([n,s,i].filter(w=>w!==void 0).length>1)throw new l("ARGUMENT",
"layout(spec): give at most one of base, seed and table");let u;if(i!==void 0)u={table:Ut(i,W,"layout({ table })"),castling16:null,
ep:"pseudo",turn:"white",halfmove:!1};else if(s!==void 0){let w=zt(v(s,"layout({ seed }): seed"),W+16);u={table:w.subarray(
0,W),castling16:null,spare:w.subarray(W),ep:"pseudo",turn:"white",halfmove:!1}}else{let w=n===void 0?"polyglot":n;if(!ft.
includes(w))throw new l("ARGUMENT",`layout(spec): base must be one of ${ft.join(", ")}, got ${c(w)}`);let m=Wt(w);if(r===
void 0&&a===void 0&&o===void 0&&f===void 0)return m;let g=q(m);u={table:g.table,castling16:m.castlingKeys===16?g.castling:
null,ep:m.ep,turn:m.turn,halfmove:m.halfmoveBuckets}}let h=u.castling16;if(r!==void 0){if(a!==void 0&&a!==16)throw new l(
"ARGUMENT",`layout(spec): a castlingTable is 16 keys: castling must be 16 or left out, got ${c(a)}`);h=Ut(r,16,"layout({\
 castlingTable })")}else if(a===16&&!h){if(!u.spare)throw new l("ARGUMENT","layout(spec): castling: 16 needs 16 castling\
 keys (castlingTable, or a seed)");h=u.spare}else if(a===4){if(h)throw new l("ARGUMENT","layout(spec): castling: 4 on a \
16-key layout has no four keys to XOR")}else if(a!==void 0&&a!==16)throw new l("ARGUMENT",`layout(spec): castling must b\
e 4 or 16, got ${c(a)}`);if(o!==void 0&&!vt.includes(o))throw new l("ARGUMENT",`layout(spec): ep must be one of ${vt.join(
", ")}, got ${c(o)}`);if(f!==void 0&&f!=="white"&&f!=="black")throw new l("ARGUMENT",`layout(spec): turn must be 'white'\
 or 'black', got ${c(f)}`);return St("custom",u.table,h,o??u.ep,f??u.turn,u.halfmove)}function bn(e){let[t,...n]=e.split(
",");if(ft.includes(t)&&n.length===0)return Wt(t);let s={};if(ft.includes(t))s.base=t;else if(/^seed:\d+$/.test(t)&&BigInt(
t.slice(5))<1n<<64n)s.seed=BigInt(t.slice(5));else throw t.startsWith("seed:")?new l("ARGUMENT",`layout(${c(e)}): seed:S\
 needs a whole number from 0 to 2^64 - 1 in decimal digits, got ${c(t.slice(5))}`):new l("ARGUMENT",`layout(${c(e)}): un\
known layout ${c(t)} (polyglot, stockfish, chessjs, seed:S)`);for(let i of n){let r=/^(?:(castling)=(4|16)|(ep|turn)=(.*))$/.
exec(i);if(!r)throw new l("ARGUMENT",`layout(${c(e)}): unknown option ${c(i)} (castling=4|16, ep=pseudo|legal|literal, t\
urn=white|black)`);r[1]?s.castling=Number(r[2]):s[r[3]]=r[4]}return R(s)}var Se=new WeakSet;function wn(e){return Se.add(
e),e}var gn=e=>Se.has(e),ke=e=>kt.get(e?.name)===e,Ue=e=>kt.get("polyglot")===e,Gt=70,Ht=e=>e<J?e&63:e<Tt?64+e-J:e<at?68:
69;function $t(e){let t=String.fromCharCode(97+(e&7),49+((e&63)>>3));return new l("ARGUMENT",e<J?`two pieces on ${t}`:`f\
eature ${e} conflicts with another`,{input:e})}function An(e,t,n=0){if(e=R(e),t===null||typeof t!="object"||typeof t[Symbol.
iterator]!="function")throw new l("ARGUMENT_TYPE",`keyOfFeatures(layout, features): features must be an array (or iterab\
le) of feature indices, got ${c(t)}`,{input:t});C(n,"keyOfFeatures(layout, features, halfmove): halfmove",0,4294967295);
let{table:s,castling:i}=q(e),r=new Uint8Array(Gt),a=0n,o=0,f=!1;for(let u of t){if(!Number.isInteger(u)||u<0||u>=W)throw new l(
"ARGUMENT",`keyOfFeatures: a feature must be an integer from 0 to 780, got ${c(u)}`);if(r[Ht(u)]++)throw $t(u);u>=J&&u<Tt?
o^=1<<u-J:u===at?f=!f:a^=s[u]}return a^=i[o],f===(e.turn==="white")&&(a^=s[at]),a^Mt(e,n)}function En(e,t){return e=R(e),
C(t,"halfmoveKey(layout, halfmove): halfmove",0,4294967295),Mt(e,t)}var Dt=e=>Math.floor((Math.min(e,65535)-14)/8);function Mt(e,t){
return!e.halfmoveBuckets||t<14?0n:BigInt(Dt(t))*6364136223846793005n+1442695040888963407n&j}var Sn={pseudo:0,legal:1,literal:2},tt=class{constructor(t){this.core=t,this.sets=new Map}acquire(t){if(Ue(t))return 0;let n=this.
sets.get(t);return n||(n={ptr:this.#t(t),users:0,kept:ke(t)},this.sets.set(t,n)),n.users++,n.ptr}#t(t){let n=this.core.output.
need(6376),s=new BigUint64Array(this.core.memory.buffer,n,797),i=q(t);s.set(i.table),s.set(i.castling,781);let r=this.core.
x.zbw_keys_new_layout(n,t.castlingKeys===16?n+8*781:0,Sn[t.ep],t.turn==="white"?1:0,t.halfmoveBuckets?1:0);if(!r)throw new l(
"NO_MEMORY","cannot allocate a key set");return r}release(t){let n=this.sets.get(t);n&&--n.users===0&&!n.kept&&(this.core.
broken||this.core.x.zbw_keys_free(n.ptr),this.sets.delete(t))}with(t,n){let s=this.acquire(t);try{return n(s)}finally{this.
release(t)}}},Z=Object.freeze(["layout","seed"]);function X(e,t){let{layout:n,seed:s}=e;if(n!==void 0&&s!==void 0)throw new l(
"ARGUMENT",`${t}: give layout or seed, not both`);return s!==void 0?R({seed:s}):R(n??"polyglot")}var O="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",Te=128,kn=256*8,Un=Symbol.dispose??Symbol.for("Symbol.d\
ispose"),I=1024,et=64;function Me(e,t={count:0}){let n=e.x,s=new tt(e),i=new FinalizationRegistry(({ptr:a,layout:o})=>{e.
broken||n.zbw_position_free(a),s.release(o),t.count--});class r{static name="Position";#t;#n;static{e.positionPointer=o=>o!==
null&&typeof o=="object"&&#t in o?o.#e():0}constructor(o=O,f=void 0){_(o,"new Position(fen): fen",I),f=N(f,"new Position\
(fen, options): options",Z);let u=X(f,"new Position(fen, options)"),h=s.acquire(u),w=n.zbw_position_new(h);if(!w)throw s.
release(u),new l("NO_MEMORY","cannot allocate a position");if(this.#t=w,this.#n=u,t.count++,i.register(this,{ptr:w,layout:u},
this),o!==O)try{this.reset(o)}catch(m){throw this.free(),m}}reset(o=O){let f=this.#e();_(o,"reset(fen): fen",I);let u=e.
writeInput(o),h=n.zbw_position_set_fen(f,e.input.ptr,u);if(h)throw e.fenError(h,o);return this}#e(){if(this.#t===0)throw new l(
"POSITION_FREED","this Position was freed (free() or dispose) and cannot be used");return this.#t}play(o){let f=this.#e();
(typeof o!="string"||o.length>et)&&_(o,"play(move): move",et);let u=e.writeInput(o),h=n.zbw_position_play(f,e.input.ptr,
u);if(h)throw e.error(h,`Cannot play ${P(o)} in ${this.fen}`,{input:o,fen:this.fen});return this}playCode(o){let f=this.#e();
C(o,"playCode(code): code",0,65535);let u=n.zbw_position_make_code(f,o);if(u)throw e.error(u,`Cannot play move code ${o}\
 in ${this.fen}`,{input:o,fen:this.fen});return this}undo(){let o=n.zbw_position_undo(this.#e());if(o)throw e.error(o,"C\
annot undo");return this}get key(){return BigInt.asUintN(64,n.zbw_position_key(this.#e()))}get layout(){return this.#e(),
this.#n}get keyHi(){return n.zbw_position_key_hi(this.#e())>>>0}get keyLo(){return n.zbw_position_key_lo(this.#e())>>>0}get keyHex(){
return this.keyHi.toString(16).padStart(8,"0")+this.keyLo.toString(16).padStart(8,"0")}get fen(){let o=e.output.need(Te);
return e.readString(o,n.zbw_position_fen(this.#e(),o))}get turn(){return n.zbw_position_side(this.#e())===1?"w":"b"}get inCheck(){
return n.zbw_position_in_check(this.#e())!==0}get ply(){return n.zbw_position_ply(this.#e())}get halfmoveClock(){return n.
zbw_position_halfmove(this.#e())}get fullmoveNumber(){return n.zbw_position_fullmove(this.#e())}legalMoves(o=void 0){let{
san:f=!1}=N(o,"legalMoves(options): options",["san"]);if(typeof f!="boolean")throw new l("ARGUMENT_TYPE",`legalMoves({ s\
an }): san must be true or false, got ${c(f)}`);let u=e.output.need(kn),h=e.readString(u,n.zbw_position_legal_text(this.#e(),
f?1:0,u));return h===""?[]:h.split(" ")}legalMoveCodes(){let o=e.output.need(512),f=n.zbw_position_legal_moves(this.#e(),
o);return new Uint16Array(e.memory.buffer,o,f).slice()}toSan(o){let f=this.#e();_(o,"toSan(move): move",et);let u=e.writeInput(
o),h=n.zbw_position_parse_move(f,e.input.ptr,u);if(h<0)throw e.error(-h,`Cannot read ${P(o)} in ${this.fen}`,{input:o,fen:this.
fen});let w=e.output.need(16);return e.readString(w,n.zbw_move_san(f,h,w))}isRepetition(){return n.zbw_position_repetitions(
this.#e())>=2}repetitions(){return n.zbw_position_repetitions(this.#e())}perft(o){let f=this.#e();return C(o,"perft(dept\
h): depth",0,20),n.zbw_position_perft(f,o)}features(){let o=e.output.need(160),f=n.zbw_position_features(this.#e(),o);return new Uint32Array(
e.memory.buffer,o,f).slice()}get freed(){return this.#t===0}free(){this.#t!==0&&(i.unregister(this),e.broken||n.zbw_position_free(
this.#t),s.release(this.#n),this.#t=0,t.count--)}[Un](){this.free()}}return r.START_FEN=O,{Position:r,live:t,keySets:s}}var Yt=256,Tn=new TextEncoder;function Ne(e,t,n){if(t.length<=Yt)return e.writeInput(t.join(""));let s=(e.input.need(n),
e.bytes()),i=e.input.ptr;for(let r=0;r<t.length;r+=Yt){let a=Math.min(r+Yt,t.length),o=t.slice(r,a).join(""),{read:f,written:u}=Tn.
encodeInto(o,s.subarray(i,i+o.length));(f!==o.length||u!==o.length)&&Ct(s,i,o),i+=o.length}return n}var Nt=781,Mn=1<<20,jt=new Uint8Array(128);for(let e of'{}()[];%$*"')jt[e.charCodeAt(0)]=1;for(let e=48;e<=57;e++)jt[e]=
2;var Nn=new Set(["1-0","0-1","1/2-1/2"]);function xn(e){let t=0;for(let n=0;n<e.length;n++){let s=e.charCodeAt(n);if(s<=
32||s>=127){if(/\s/.test(e))return!1;continue}let i=jt[s];if(i===1)return!1;i===2&&t===n&&t++}return e.length===0?!1:t===
0?!0:t===e.length?e==="0000":e.charCodeAt(t)!==46&&!Nn.has(e)}function xe(e,t=new tt(e)){let n=e.x,s=(y,p,d)=>y===void 0?
d(0):t.with(X(N(y,`${p}: options`,Z),p),d);function i(y,p=void 0){return _(y,"keyOfFen(fen): fen",I),p===void 0?r(0,y):s(
p,"keyOfFen(fen, options)",d=>r(d,y))}function r(y,p){let d=e.writeInput(p),b=e.output.need(8),S=n.zbw_key_of_fen(y,e.input.
ptr,d,b);if(S)throw e.fenError(S,p);return e.u64()[b>>3]}let a=new Uint16Array(256);function o(y,p=void 0){if(!Array.isArray(
y))throw new l("ARGUMENT_TYPE",`keysOfFens(fens): fens must be an array of strings, got ${c(y)}`);let d=y.slice(),b=d.length;
a.length<b&&(a=new Uint16Array(Math.max(b,2*a.length)));let S=0;for(let A=0;A<b;A++){let U=d[A];(typeof U!="string"||U.length>
I)&&_(U,`keysOfFens(fens): fens[${A}]`,I),a[A]=U.length,S+=U.length}if(S>Mn)try{return f(d,b,S,p)}finally{e.trimRegions()}
return f(d,b,S,p)}function f(y,p,d,b){return s(b,"keysOfFens(fens, options)",S=>{Ne(e,y,d);let A=e.output.need(10*p);new Uint16Array(
e.bytes().buffer,A+8*p,p).set(a.subarray(0,p));let U=n.zbw_keys_of_fens(S,e.input.ptr,A+8*p,A,p);if(U){let k=n.zbw_last_index(),
M=e.fenError(U,y[k],`Invalid FEN at index ${k}`);throw M.index=k,M}return new BigUint64Array(e.bytes().buffer,A,p).slice()})}
function u(y,p=void 0){let d=N(p,"replay(moves, options): options",["fen",...Z]),{fen:b}=d,S=X(d,"replay(moves, options)"),
A;if(Array.isArray(y)){y=y.slice();for(let k=0;k<y.length;k++){let M=y[k];if((typeof M!="string"||M.length>et)&&_(M,`rep\
lay(moves): moves[${k}]`,et),!xn(M))throw new l("ARGUMENT",`replay(moves): moves[${k}] must be one move (SAN, UCI or a n\
ull move; no move number, result, comment or variation), got ${c(M)}`,{index:k,input:M})}try{A=y.join(" ")}catch(k){throw k instanceof
RangeError?new l("ARGUMENT",`replay(moves): ${y.length} moves are more text than one string can hold; replay them in par\
ts (replay(moves, { fen }))`):k}}else if(typeof y=="string")A=y;else throw new l("ARGUMENT_TYPE",`replay(moves): moves m\
ust be an array of strings or PGN movetext, got ${c(y)}`);b!==void 0&&_(b,"replay(moves, { fen }): fen",I);let U=b??O;try{
return t.with(S,k=>h(k,A,U))}finally{e.trimRegions()}}function h(y,p,d){let b=e.scratch(y),S=e.writeInput(d),A=n.zbw_position_set_fen(
b,e.input.ptr,S);if(A)throw e.fenError(A,d);let U=e.writeInput(p),k=(U>>1)+2,M=e.output.need(8*k),E=n.zbw_replay(y,e.input.
ptr,U,M,k);if(E){let T=n.zbw_last_plies()+1,K=e.output.need(128),Qt=e.readString(K,n.zbw_position_fen(b,K)),_t=n.zbw_last_offset(),
Vt=p.slice(_t,_t+n.zbw_last_length());throw e.error(E,`Cannot play ${P(Vt)} at ply ${T} in ${Qt}`,{input:Vt,ply:T,fen:Qt,
offset:_t})}return new BigUint64Array(e.memory.buffer,M,n.zbw_last_plies()+1).slice()}function w(y,p=void 0){return _(y,
"featuresOfFen(fen): fen",I),s(p,"featuresOfFen(fen, options)",d=>{let b=e.scratch(d),S=e.writeInput(y),A=n.zbw_position_set_fen(
b,e.input.ptr,S);if(A)throw e.fenError(A,y);let U=e.output.need(160),k=n.zbw_position_features(b,U);return new Uint32Array(
e.memory.buffer,U,k).slice()})}function m(){return new BigUint64Array(e.memory.buffer,n.zbw_polyglot_table(),Nt).slice()}
function g(y){let p=e.output.need(8*Nt);return n.zbw_keys_fill(v(y,"seededTable(seed): seed"),p,Nt),new BigUint64Array(e.
memory.buffer,p,Nt).slice()}return{keyOfFen:i,keysOfFens:o,replay:u,featuresOfFen:w,polyglotTable:m,seededTable:g}}var Rn=[[1,2],[2,1],[2,-1],[1,-2],[-1,-2],[-2,-1],[-2,1],[-1,2]],On=[[1,0],[1,1],[0,1],[-1,1],[-1,0],[-1,-1],[0,-1],[1,-1]],
Kn=[[1,0],[-1,0],[0,1],[0,-1]],_n=[[1,1],[1,-1],[-1,1],[-1,-1]];function xt(e,t,n,s,i){let r=(t&7)+n,a=(t>>3)+s;return r>=
0&&r<8&&a>=0&&a<8&&e[8*a+r]===i}function Re(e,t,n,s,i){for(let[r,a]of n)for(let o=(t&7)+r,f=(t>>3)+a;o>=0&&o<8&&f>=0&&f<
8;o+=r,f+=a){let u=e[8*f+o];if(u!==-1){if(u===s||u===i)return!0;break}}return!1}function Fn(e,t,n){let s=n?1:0,i=a=>2*a+
s,r=n?-1:1;if(xt(e,t,-1,r,i(0))||xt(e,t,1,r,i(0)))return!0;for(let[a,o]of Rn)if(xt(e,t,a,o,i(1)))return!0;for(let[a,o]of On)
if(xt(e,t,a,o,i(5)))return!0;return Re(e,t,Kn,i(3),i(4))||Re(e,t,_n,i(2),i(4))}function Rt(e,t,n){let s=n?1:0,i=n?11:10,
r=n?t-8:t+8,a=r&7,o=e.indexOf(i);for(let f of[a>0?r-1:-1,a<7?r+1:-1]){if(f===-1||e[f]!==s)continue;if(o===-1)return!0;let u=e[r],
h=e[t];e[f]=-1,e[r]=-1,e[t]=s;let w=!Fn(e,o,!n);if(e[f]=s,e[r]=u,e[t]=h,w)return!0}return!1}var Cn=768,Pn=772,In=780,zn="pnbrqk",Oe=1,Ke=0,_e=7,Fe=6,Ce=11,Pe=10,Bn=[[4,7,Ce,_e],[4,0,Ce,_e],[60,63,Pe,Fe],[60,56,Pe,
Fe]];function H(e,t,n){return new l("ARGUMENT_TYPE",`${e}: chess must be a chess.js 1.x Chess instance (with board(), tu\
rn(), getCastlingRights() and fen()), got ${t}`,{input:n})}function Ln(e,t=void 0){let{layout:n}=N(t,"featuresOfChessJs(\
chess, options): options",["layout"]);return Jt(e,R(n??"polyglot"),"featuresOfChessJs(chess)").features}function Jt(e,t,n){
if(e===null||typeof e!="object"||typeof e.board!="function"||typeof e.turn!="function"||typeof e.getCastlingRights!="fun\
ction"||typeof e.fen!="function")throw H(n,c(e),e);let s=e.board();if(!Array.isArray(s)||s.length!==8)throw H(n,`a board\
() of ${c(s)}`,e);let i=new Int8Array(64).fill(-1),r=[];for(let m=0;m<8;m++){let g=s[m];if(!Array.isArray(g)||g.length!==
8)throw H(n,`a board() row of ${c(g)}`,e);for(let y=0;y<8;y++){let p=g[y];if(p==null)continue;let d=typeof p?.type=="str\
ing"&&p.type.length===1?zn.indexOf(p.type):-1;if(d<0||p.color!=="w"&&p.color!=="b")throw H(n,`a board() square holding ${c(
p?.type)} of color ${c(p?.color)}`,e);let b=8*(7-m)+y,S=2*d+(p.color==="w"?1:0);i[b]=S,r.push(64*S+b)}}let a=e.turn();if(a!==
"w"&&a!=="b")throw H(n,`a turn() of ${c(a)}`,e);let o=a==="w";for(let[m,g]of[["w",0],["b",2]]){let y=e.getCastlingRights(
m);if(y===null||typeof y!="object")throw H(n,`a getCastlingRights() of ${c(y)}`,e);[y.k,y.q].forEach((p,d)=>{let[b,S,A,U]=Bn[g+
d];p===!0&&i[b]===A&&i[S]===U&&r.push(Cn+g+d)})}let f=e.fen({forceEnpassantSquare:!0}),u=typeof f=="string"?f.split(/\s+/):
[],h=u[3];if(h===void 0)throw H(n,`a fen() of ${c(f)}`,e);if(h==="-"&&t.ep==="literal"&&(h=vn(e)??"-"),h!=="-"){let m=h.
charCodeAt(0)-97,g=h.charCodeAt(1)-49;if(h.length!==2||m<0||m>7||g!==(o?5:2))throw H(n,`a fen() with the ep square ${c(h)}`,
e);let y=8*g+m,p=o?y-8:y+8,d=o?Oe:Ke,b=o?Ke:Oe,S=m>0&&i[p-1]===d||m<7&&i[p+1]===d;i[y]===-1&&i[p]===b&&(t.ep==="literal"||
S&&(t.ep==="pseudo"||Rt(i,y,o)))&&r.push(Pn+m)}o&&r.push(In);let w=/^\d+$/.test(u[4]??"")?Math.min(Number(u[4]),65535):0;
return{features:Uint32Array.from(r),halfmove:w}}function vn(e){if(typeof e.history!="function")return;let t=e.history({verbose:!0}),
n=Array.isArray(t)?t.at(-1):void 0;if(!(!n||typeof n.flags!="string"||!n.flags.includes("b")||typeof n.to!="string"))return n.
to[0]+(n.to[1]==="4"?"3":"6")}var ut=781,lt=768,z=772,$=780,D=ut,Kt=ut+16,Wn=Kt+1,nt=2,Ot="pPnNbBrRqQkK",Ie="pnbrqk",Y=new Uint8Array(64).fill(15);Y[4]=
12;Y[7]=14;Y[0]=13;Y[60]=3;Y[63]=11;Y[56]=7;function Zt(e,t){if(typeof e=="string"&&e.length===2){let n=e.charCodeAt(0)-
97,s=e.charCodeAt(1)-49;if(((n|s)&-8)===0)return 8*s+n}else if(typeof e=="number"&&Number.isInteger(e)&&e>=0&&e<64)return e;
throw new l("ARGUMENT",`${t} must be a square like "e4" or an index 0-63, got ${c(e)}`,{input:e})}function F(e){return String.
fromCharCode(97+(e&7),49+(e>>3))}function x(e,t){return new l("MOVE_MISMATCH",`applyMove({ from: ${c(e.from)}, to: ${c(e.
to)} }): ${t}`,{input:e})}var Gn=e=>V(e,ut);function Hn(e){let t=e.trim().split(/\s+/)[4];return t!==void 0&&/^\d+$/.test(
t)?Number(t):0}var B=class{static name="Scheme";#t;constructor(t,n=void 0){let{parseFen:s}=N(n,"new Scheme(layout, optio\
ns): options",["parseFen"]);if(s!==void 0&&typeof s!="function")throw new l("ARGUMENT_TYPE",`new Scheme(layout, { parseF\
en }): parseFen must be a function, got ${c(s)}`);if(t===void 0)throw new l("ARGUMENT_TYPE","new Scheme(layout): give a \
layout (a Layout, 'polyglot', 'stockfish', ...) or a 781-key table");let i=t instanceof BigUint64Array||Array.isArray(t)?
R({table:Gn(t)}):R(t);this.#t=i,this.castlingSets=i.castlingKeys===16,this.turnWhite=i.turn==="white",this.epLiteral=i.ep===
"literal",this.epLegal=i.ep==="legal",this.buckets=i.halfmoveBuckets;let r=new BigUint64Array(Wn),a=q(i);r.set(a.table),
r.set(a.castling,D),this.prepare(r),this.turnWhite||this.negateKeyAt($),this.parseFen=s,this.board=new Int8Array(64),this.
setFeatures([])}get layout(){return this.#t}get halfmoveClock(){return this.buckets?this.halfmove:this.clockAfter(this.plies)}clockAfter(t){
let n=this.history;for(let s=t;s>0;s--){let i=n[(s-1)*nt];if((i>>>12&15)>>1===0||(i>>>20&15)!==0)return t-s}return this.
halfmove+t}setFeatures(t,n=0){let s=t!==null&&typeof t=="object"&&typeof t.length=="number";if(!s&&(t===null||typeof t?.[Symbol.
iterator]!="function"||typeof t=="string"))throw new l("ARGUMENT_TYPE",`setFeatures(features): features must be an array\
 of feature indices, got ${c(t)}`);if(!Number.isInteger(n)||n<0||n>65535)throw new l("ARGUMENT",`setFeatures(features, h\
alfmove): halfmove must be an integer from 0 to 65535, got ${c(n)}`);let i=s?t:Array.from(t),r=this.seen??=new Uint32Array(
Gt);(this.stamp===void 0||this.stamp===4294967295)&&(r.fill(0),this.stamp=0);let a=++this.stamp;for(let o=0;o<i.length;o++){
let f=i[o];if(!Number.isInteger(f)||f<0||f>=ut)throw new l("ARGUMENT",`a feature must be an integer from 0 to 780, got ${c(
f)}`);let u=Ht(f);if(r[u]===a)throw $t(f);r[u]=a}this.board.fill(-1),this.clearHistory(),this.castling=0,this.ep=-1,this.
white=!1,this.halfmove=n,this.bucket=-1,this.resetKey();for(let o=0;o<i.length;o++){let f=i[o];f<lt?(this.board[f&63]=f>>
6,this.insertKey(f)):f<z?(this.castling|=1<<f-lt,this.castlingSets||this.insertKey(f)):f<$?(this.ep=f,this.insertKey(f)):
(this.white=!0,this.insertKey(f))}return this.castlingSets&&this.insertKey(D+this.castling),this.turnWhite||this.removeKey(
$),this.keyBucket(n),this}keyBucket(t){let n=this.buckets&&t>=14?Dt(t):-1;n!==this.bucket&&(this.bucket!==-1&&this.removeKey(
Kt),n!==-1&&(this.setKeyAt(Kt,Mt(this.#t,t)),this.insertKey(Kt)),this.bucket=n)}countMove(t){this.history[(this.plies-1)*
nt+1]|=this.halfmove<<7,this.halfmove=t?0:this.halfmove+1,this.keyBucket(this.halfmove)}clearHistory(){this.history??=new Int32Array(
nt*64),!this.buckets&&this.plies>0&&(this.halfmove=this.clockAfter(this.plies)),this.plies=0}undo(){if(this.plies===0)throw new l(
"NOTHING_TO_UNDO","undo(): no move applied since the position was set");let t=this.history,n=--this.plies*nt,s=t[n],i=(t[n+
1]&127)-1,r=t[n+1]>>>7,a=s&63,o=s>>>6&63,f=s>>>12&15,u=s>>>16&15,h=(s>>>20&15)-1,w=s>>>24&15,m=s>>>28,g=this.board;this.
ep!==-1&&this.removeKey(this.ep),this.white?this.removeKey($):this.insertKey($),this.white=(f&1)===1;let y=w&~this.castling;
if(y)if(this.castlingSets)this.removeKey(D+this.castling),this.insertKey(D+w);else for(let p=0;p<4;p++)y&1<<p&&this.insertKey(
lt+p);if(this.castling=w,f>>1===5&&(o-a===2||a-o===2)){let p=o>a?a+3:a-4,d=o>a?a+1:a-1,b=g[d];this.removeKey(64*b+d),this.
insertKey(64*b+p),g[d]=-1,g[p]=b}return this.removeKey(64*u+o),g[o]=-1,this.insertKey(64*f+a),g[a]=f,h!==-1&&(this.insertKey(
64*h+i),g[i]=h),this.ep=m===0?-1:z+m-1,m!==0&&this.insertKey(this.ep),this.buckets&&(this.halfmove=r,this.keyBucket(r)),
this}setFen(t){if(!this.parseFen)throw new l("ARGUMENT","setFen needs a parseFen option: create the scheme with createSc\
heme(), or without WebAssembly use setFromChessJs(new Chess(fen))");let n=this.parseFen(t,{layout:this.#t});return this.
setFeatures(n,Hn(t))}setFromChessJs(t){let{features:n,halfmove:s}=Jt(t,this.#t,"setFromChessJs(chess)");return this.setFeatures(
n,s)}togglePiece(t,n){let s=typeof t=="string"&&t.length===1?Ot.indexOf(t):t;if(!Number.isInteger(s)||s<0||s>11)throw new l(
"ARGUMENT",`a piece must be a FEN letter (PNBRQKpnbrqk) or a kind 0-11, got ${c(t)}`);let i=Zt(n,"square"),r=this.board[i];
if(r!==-1&&r!==s)throw new l("ARGUMENT",`${F(i)} holds ${Ot[r]}, not ${Ot[s]}`);return this.board[i]=r===s?-1:s,this.flip(
64*s+i,r!==s),this}toggleCastling(t){let n=typeof t=="string"?"KQkq".indexOf(t):t;if(!Number.isInteger(n)||n<0||n>3||typeof t==
"string"&&t.length!==1)throw new l("ARGUMENT",`a castling right must be K, Q, k, q or 0-3, got ${c(t)}`);let s=this.castling;
return this.castling^=1<<n,this.castlingSets?(this.clearHistory(),this.removeKey(D+s),this.insertKey(D+this.castling)):this.
flip(lt+n,(this.castling&1<<n)!==0),this}toggleEpFile(t){let n=typeof t=="string"&&t.length===1?t.charCodeAt(0)-97:t;if(!Number.
isInteger(n)||n<0||n>7)throw new l("ARGUMENT",`an ep file must be a-h or 0-7, got ${c(t)}`);if(this.ep!==-1&&this.ep!==z+
n)throw new l("ARGUMENT",`the ep file ${"abcdefgh"[this.ep-z]} is hashed already`);return this.ep=this.ep===-1?z+n:-1,this.
flip(z+n,this.ep!==-1),this}toggleSide(){return this.white=!this.white,this.flip($,this.white),this}flip(t,n){this.clearHistory(),
n?this.insertKey(t):this.removeKey(t)}add(t){this.insertKey(t)}remove(t){this.removeKey(t)}applyMove(t){if(t===null||typeof t!=
"object")throw new l("ARGUMENT_TYPE",`applyMove(move): move must be an object like chess.js's, got ${c(t)}`);let n=Zt(t.
from,"move.from"),s=Zt(t.to,"move.to"),i=this.board,r=i[n],a=(r&1)===1;if(r===-1)throw x(t,`no piece on ${F(n)}`);if(a!==
this.white)throw x(t,`the piece on ${F(n)} is not the side to move's`);let o=t.piece,f=t.color;if(o!==void 0&&o!==Ie[r>>
1])throw x(t,`${F(n)} holds ${Ot[r]}`);if(f!==void 0&&f!==(a?"w":"b"))throw x(t,`it is ${a?"white":"black"}'s piece`);let u=r>>
1,h=(s&7)-(n&7),w=this.ep,m=i[s]===-1?-1:s;if(u===0){let E=a?s-n:n-s;if(!(h===0?m===-1&&(E===8||E===16&&n>>3===(a?1:6)&&
i[n+s>>1]===-1):(h===1||h===-1)&&E===8+(a?h:-h)))throw x(t,`a pawn cannot go from ${F(n)} to ${F(s)}`);if(h!==0&&m===-1){
if(w!==z+(s&7))throw x(t,`no en passant capture on ${F(s)}`);m=a?s-8:s+8}}let g=m===-1?-1:i[m];if(g!==-1&&(((g^r)&1)===0||
g>>1===5))throw x(t,`cannot capture on ${F(s)}`);if(m!==-1&&g===-1)throw x(t,`nothing to capture on ${F(s)}`);let y=t.captured;
if(y!==void 0&&(g===-1||y!==Ie[g>>1]))throw x(t,`the move says it captures ${y}`);let p=r,d=t.promotion;if(d!=null){let E=typeof d==
"string"&&d.length===1?"nbrq".indexOf(d):-1;if(u!==0||E<0||s>>3!==(a?7:0))throw x(t,`bad promotion ${c(d)}`);p=2*(E+1)+(r&
1)}else if(u===0&&s>>3===(a?7:0))throw x(t,"a pawn reaching the last rank needs move.promotion");let b=this.castling,S=u===
5&&(h===2||h===-2);if(S){let E=h>0?n+3:n-4,T=(a?0:2)+(h>0?0:1);if(!(b&1<<T))throw x(t,`no ${"KQkq"[T]} castling right`);
if(i[E]!==(a?7:6))throw x(t,`no rook on ${F(E)} to castle with`);for(let K=Math.min(n,E)+1;K<Math.max(n,E);K++)if(i[K]!==
-1)throw x(t,`${F(K)} is in the way of castling`)}let A=this.history,U=this.plies*nt;if(U+nt>A.length){let E=new Int32Array(
A.length*2);E.set(A),this.history=A=E}if(A[U]=n|s<<6|r<<12|p<<16|g+1<<20|b<<24|(w===-1?0:w-z+1)<<28,A[U+1]=m+1,this.plies++,
w!==-1&&this.removeKey(w),g!==-1&&(this.removeKey(64*g+m),i[m]=-1),this.removeKey(64*r+n),i[n]=-1,this.insertKey(64*p+s),
i[s]=p,S){let E=h>0?n+3:n-4,T=h>0?n+1:n-1,K=i[E];this.removeKey(64*K+E),this.insertKey(64*K+T),i[E]=-1,i[T]=K}let k=b&~(Y[n]&
Y[s]);if(k){let E=b&~k;if(this.castlingSets)this.removeKey(D+b),this.insertKey(D+E);else for(let T=0;T<4;T++)k&1<<T&&this.
removeKey(lt+T);this.castling=E}a?this.removeKey($):this.insertKey($),this.white=!a;let M=-1;if(u===0&&(s-n===16||n-s===
16)){let E=a?0:1,T=s&7;(this.epLiteral||(T>0&&i[s-1]===E||T<7&&i[s+1]===E)&&(!this.epLegal||Rt(i,n+s>>1,!a)))&&(M=z+T,this.
insertKey(M))}return this.ep=M,this.buckets&&this.countMove(u===0||g!==-1),this}};var st=class extends yt(B){static name="BigInt64"},rt=class extends dt(B){static name="Paired32"},it=class extends mt(B){static name="\
Additive48"};function ze(e){return Object.freeze([{id:"xor32",bits:32,label:"32-bit XOR (low half of the key)"},{id:"xor48",bits:48,label:"\
48-bit XOR (high 48 bits)"},{id:"add48",bits:48,label:"48-bit additive (Additive48)"},{id:"xor64",bits:64,label:`64-bit \
XOR (${e})`}].map(Object.freeze))}var Be=Object.freeze([1,20,400,5362,72078,822518,9417681,96400068]),Le=ze("Polyglot key"),$n=e=>e.split(" ").slice(0,4).
join(" "),dr=$n(O);var Xt={bigint64:st,paired32:rt,additive48:it};function ve(e,t){let{Position:n,keySets:s}=Me(e,t),i=xe(e,s);function r(a,o=void 0){
let f=N(o,"createScheme(name, options): options",Z);if(typeof a!="string")throw new l("ARGUMENT_TYPE",`createScheme(name\
): name must be a string, got ${c(a)}`);let u=a.toLowerCase(),h=Object.prototype.hasOwnProperty.call(Xt,u)?Xt[u]:void 0;
if(!h)throw new l("ARGUMENT",`createScheme(name): name must be one of ${Object.keys(Xt).join(", ")}, got ${c(a)}`);return new h(
X(f,"createScheme(name, options)"),{parseFen:i.featuresOfFen})}return{Position:n,ChessPosition:n,...i,createScheme:r,START_FEN:O}}function We(e){let t=e.x.zbw_polyglot_table_slots;t&&new BigUint64Array(e.memory.buffer,t(),781).set(ot())}function Dn(e,t){return()=>({livePositions:t.count,memoryBytes:e.memory.buffer.byteLength})}function Ge(e){let t=new pt(
e);We(t);let n={count:0};return Object.freeze({...be(t),...ve(t,n),stats:Dn(t,n)})}var{init:Dr,initSync:Yr}=ue(Ge,{moduleUrl:()=>new URL("./zobrist.wasm",import.meta.url)});export{it as Additive48,gt as Additive48Hash,st as BigInt64,bt as BigInt64Hash,Le as CENSUS_HASHES,L as FeatureHash,Be as KNOWN_DISTINCT,
rt as Paired32,wt as Paired32Hash,O as START_FEN,B as Scheme,l as ZobristError,Ln as featuresOfChessJs,En as halfmoveKey,
Dr as init,Yr as initSync,An as keyOfFeatures,R as layout,ot as polyglotKeys,me as splitmix64,zt as splitmix64Table,v as toSeed};
//# sourceMappingURL=zobrist.js.map
