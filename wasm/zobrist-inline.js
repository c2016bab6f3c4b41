// Bundled by esbuild from the sources in wasm/ (make); do not edit.
var _A=Symbol.for("zobrist-wasm.ZobristError"),n=class extends Error{static name="ZobristError";constructor(A,e,i={}){super(
e),this.name="ZobristError",this.code=A,Object.assign(this,i)}get[_A](){return!0}static[Symbol.hasInstance](A){return typeof A==
"object"&&A!==null&&A[_A]===!0}};function b(t){return JSON.stringify(t.length>120?`${t.slice(0,100)}\u2026`:t)}function r(t){
return typeof t=="string"?b(t):t==null?String(t):typeof t=="bigint"?`${t}n`:typeof t=="object"?`an object (${Object.prototype.
toString.call(t).slice(8,-1)})`:typeof t=="symbol"?"a symbol":`${typeof t} ${String(t)}`}function Yt(t,A){if(typeof t!="\
string")throw new n("ARGUMENT_TYPE",`${A} must be a string, got ${r(t)}`,{input:t})}function R(t,A,e,i){if(typeof t!="nu\
mber"||!Number.isInteger(t))throw new n("ARGUMENT_TYPE",`${A} must be an integer, got ${r(t)}`,{input:t});if(t<e||t>i)throw new n(
"ARGUMENT",`${A} must be from ${e} to ${i}, got ${t}`,{input:t})}function k(t,A,e){if(t===void 0)return{};if(t===null||typeof t!=
"object"||Array.isArray(t))throw new n("ARGUMENT_TYPE",`${A} must be an object, got ${Array.isArray(t)?"an array":r(t)}`,
{input:t});for(let i of Object.keys(t))if(!e.includes(i))throw new n("ARGUMENT",`${A}: unknown option ${r(i)} (${e.join(
", ")})`,{input:i});return t}function N(t,A,e){if(Yt(t,A),t.length>e)throw new n("ARGUMENT",`${A} is ${t.length} charact\
ers long; at most ${e} make sense`,{input:t})}var $A=null;function At(t){return $A?$A(t):0}var j={env:{emscripten_notify_memory_growth(){},zbw_audit_progress:At}};async function RA(t){let A=await t;if(typeof Response>
"u"||!(A instanceof Response))throw new Error(`expected a Response from the promise given to init(), got ${Object.prototype.
toString.call(A)}`);if(!A.ok)throw new Error(`fetching ${A.url||"the module (a Response with no URL)"}: HTTP ${A.status}`);
return WebAssembly.instantiateStreaming&&A.headers.get("content-type")==="application/wasm"?(await WebAssembly.instantiateStreaming(
A,j)).instance:(await WebAssembly.instantiate(await A.arrayBuffer(),j)).instance}function tt(t){let A;try{A=t?.()}catch{}
if(!(A instanceof URL))throw new n("WASM_LOAD","cannot locate the WebAssembly module: this bundle has no import.meta.url\
 (an IIFE or CommonJS bundle?); pass its URL to init(url), or import 'zobrist-wasm/inline', which has the chess module b\
uilt in");return A}var et="zobrist-wasm/inline has its module built in: call init() or initSync() with no argument, or p\
ass the module's bytes";function Ot(t,A){if(t instanceof URL)return t;if(A.fileUrl)return A.fileUrl(t);if(URL.canParse?.(
t)??/^[a-z][a-z0-9+.-]*:/i.test(t))return new URL(t);let e=globalThis.location?.href;if(A.bytes&&!e)throw new n("WASM_LO\
AD",`cannot resolve ${r(t)}: no page or module URL to resolve it against; ${et}`);try{return new URL(t,tt(A.moduleUrl))}catch(i){
if(e)return new URL(t,e);throw i}}async function it(t,A){if(t===void 0){let e=A.bytes??A.ownBytes;if(e)return bA(await e());
t=tt(A.moduleUrl)}if(t instanceof WebAssembly.Module)return new WebAssembly.Instance(t,j);if(t instanceof ArrayBuffer||ArrayBuffer.
isView(t))return(await WebAssembly.instantiate(t,j)).instance;if(typeof t=="string"||t instanceof URL){let e=Ot(t,A);if(e.
protocol!=="file:")return RA(fetch(e));if(A.readFile)return(await WebAssembly.instantiate(await A.readFile(e),j)).instance;
if(A.bytes)throw new n("WASM_LOAD",`cannot read ${e.href}: this entry reads no files; ${et}`);let i;try{i=await fetch(e)}catch(I){
throw new n("WASM_LOAD",`cannot read ${e.href}: this is the package's browser build, and this runtime's fetch reads no f\
iles; Node gets its own build through the 'node' export condition (not under --conditions=browser); or pass the module's\
 bytes`,{cause:I})}return RA(i)}if(typeof Response<"u"&&t instanceof Response||typeof t?.then=="function")return RA(t);throw new n(
"ARGUMENT_TYPE",`init(source): source must be a URL, a Response, bytes or a WebAssembly.Module, got ${r(t)}`)}function bA(t){
let A=t instanceof WebAssembly.Module?t:new WebAssembly.Module(t);return new WebAssembly.Instance(A,j)}var Tt=/Content.Security.Policy|\bCSP\b|unsafe-eval|code generation disallowed by embedder/i;function xt(t){let A=globalThis.
WebAssembly?.CompileError;return(A&&t instanceof A||t instanceof EvalError||t?.name==="CompileError"||t?.name==="EvalErr\
or")&&typeof t.message=="string"&&Tt.test(t.message)}var qt="Add 'wasm-unsafe-eval' to script-src (to default-src if the\
re is no script-src), e.g. script-src 'self' 'wasm-unsafe-eval': it is the only relaxation the module needs; 'unsafe-eva\
l' is not needed. Without WebAssembly, the pure-JS schemes still give exact Polyglot keys: new Paired32(polyglotKeys()).\
setFromChessJs(chess)";function gt(t){for(let A=t,e=0;A!==null&&typeof A=="object"&&e<4;A=A.cause,e++){if(A instanceof n&&
A.code==="WASM_CSP")return A;if(xt(A))return new n("WASM_CSP",`cannot compile the WebAssembly module: the page's Content\
-Security-Policy forbids it. ${qt}. (The browser said: ${A.message.trim()})`,{cause:A})}}var Pt=new Uint8Array([0,97,115,109,1,0,0,0,1,5,1,96,0,1,123,3,2,1,0,10,22,1,20,0,253,12,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,
11]);function It(t,A=globalThis.WebAssembly){if(!(A?.CompileError&&t instanceof A.CompileError||t?.name==="CompileError")||
typeof A?.validate!="function")return;let i;try{i=A.validate(Pt)}catch{return}if(!i)return new n("WASM_LOAD",`cannot com\
pile the WebAssembly module: this runtime lacks WebAssembly SIMD, which the module uses (Chrome 91, Firefox 89, Safari 1\
6.4 and Node 16.4 have it). Without WebAssembly, the pure-JS schemes still give exact Polyglot keys: new Paired32(polygl\
otKeys()).setFromChessJs(chess). (The runtime said: ${String(t.message).trim()})`,{cause:t})}function ot(t){return t instanceof n?t:gt(t)??It(t)??new n("WASM_LOAD",`cannot load the WebAssembly module: ${t.message}`,
{cause:t})}function Bt(t,A){async function e(I){let g;try{g=await it(I,A)}catch(B){throw ot(B)}return t(g)}function i(I){
if(I===void 0&&A.bytes&&(I=A.bytes()),!(I instanceof WebAssembly.Module||I instanceof ArrayBuffer||ArrayBuffer.isView(I)))
throw new n("ARGUMENT_TYPE",`initSync(source): source must be the module's bytes or a WebAssembly.Module, got ${r(I)}`+(I===
void 0?" (only 'zobrist-wasm/inline' takes none: its initSync() uses the module built into it)":""));let g;try{g=bA(I)}catch(B){
throw ot(B)}return t(g)}return{init:e,initSync:i}}var Zt=new TextEncoder,Wt=null,Qt=t=>(Wt??=new TextDecoder).decode(t),nt=20;function Xt(t,A){let e=I=>{throw I instanceof
WebAssembly.RuntimeError?(A.broken=I,st(I)):I},i=()=>{if(A.broken)throw st(A.broken)};switch(t.length){case 0:return()=>{
i();try{return t()}catch(I){return e(I)}};case 1:return I=>{i();try{return t(I)}catch(g){return e(g)}};case 2:return(I,g)=>{
i();try{return t(I,g)}catch(B){return e(B)}};case 3:return(I,g,B)=>{i();try{return t(I,g,B)}catch(o){return e(o)}};case 4:
return(I,g,B,o)=>{i();try{return t(I,g,B,o)}catch(Q){return e(Q)}};default:return(...I)=>{i();try{return t(...I)}catch(g){
return e(g)}}}}function zt(t,A){return Object.create(new Proxy({},{get(e,i,I){let g=t[i];if(g===void 0)return;let B=typeof g==
"function"?Xt(g,A):g;return Object.defineProperty(I,i,{value:B,enumerable:!0}),B}}))}function st(t){return new n("WASM_T\
RAP",`the WebAssembly module trapped (${t.message}); this instance can no longer be used: call init() again`,{cause:t})}
var Vt=2**31;function KA(t,A,e){for(let i=0;i<e.length;i++){let I=e.charCodeAt(i);t[A+i]=I<128?I:128}}var rA=class{constructor(A,e){
this.core=A,this.size=0,this.ptr=0,this.need(e)}need(A){if(A>this.size&&(this.ptr&&this.core.x.zbw_free(this.ptr),this.size=
Math.max(A,this.size*2),this.ptr=this.core.alloc(this.size),!this.ptr))throw this.size=0,new n("NO_MEMORY",`cannot alloc\
ate ${A} bytes of WebAssembly memory`);return this.ptr}},vt=1,rt=2;function jt(t,A){if(typeof t.zbw_module_kind!="functi\
on")throw new n("WASM_LOAD","this WebAssembly module is not one of zobrist-wasm's (it has no zbw_module_kind export): pa\
ss the package's zobrist.wasm, or its zobrist-all.wasm to zobrist-wasm/all");if(A===rt&&t.zbw_module_kind()!==rt)throw new n(
"WASM_LOAD","zobrist-wasm/all needs zobrist-all.wasm; this module is the main entry's zobrist.wasm (keys and chess only)")}
var CA=class{constructor(A,e=vt){jt(A.exports,e),this.memory=A.exports.memory,this.broken=null,this.x=zt(A.exports,this),
this.x._initialize(),this.chessErrors=this.gameErrors(this.x.zbw_error_name,this.x.zbw_error_message),this.u8=new Uint8Array(
this.memory.buffer),this.u32=new Uint32Array(this.memory.buffer),this.u64s=new BigUint64Array(this.memory.buffer),this.input=
new rA(this,1024),this.inputBytes=null,this.output=new rA(this,4096)}bytes(){return this.u8.length===0&&(this.u8=new Uint8Array(
this.memory.buffer)),this.u8}words(){return this.u32.length===0&&(this.u32=new Uint32Array(this.memory.buffer)),this.u32}u64(){
return this.u64s.length===0&&(this.u64s=new BigUint64Array(this.memory.buffer)),this.u64s}alloc(A){return A<Vt?this.x.zbw_alloc(
A):0}writeInput(A){let e=A.length,i=this.input.need(e>nt?3*e:e);return e>nt&&Zt.encodeInto(A,this.inputView(i,3*e)).written===
e||KA(this.bytes(),i,A),e}inputView(A,e){let i=this.inputBytes;return(i===null||i.length<e||i.byteOffset!==A)&&(i=this.inputBytes=
this.bytes().subarray(A,A+this.input.size)),i}readString(A,e){return Qt(this.bytes().subarray(A,A+e))}cString(A){let e=this.
bytes(),i=A;for(;e[i];)i++;return Qt(e.subarray(A,i))}gameErrors(A,e,i=""){let I=g=>i+this.cString(A(g));return{name:I,error:(g,B,o={})=>new n(
I(g),`${B}: ${this.cString(e(g))} (${I(g)})`,o),textError:(g,B,o)=>{let Q=this.x.zbw_last_offset();return new n(I(g),`${o}\
 ${b(B)}: ${this.cString(e(g))} (${I(g)} at character ${Q+1})`,{input:B,offset:Q})}}}error(A,e,i={}){return this.chessErrors.
error(A,e,i)}fenError(A,e,i="Invalid FEN"){let I=this.chessErrors.name(A);return I==="NO_MEMORY"?new n(I,`out of WebAsse\
mbly memory while reading the FEN ${b(e)}`,{input:e}):this.chessErrors.textError(A,e,i)}scratch(A=0){let e=this.x.zbw_scratch_position(
A);if(!e)throw new n("NO_MEMORY","cannot allocate the scratch position");return e}};var _t=1n<<64n;function JA(t){for(let A=0;A<t.length;A++){let e=t[A];if(typeof e!="bigint"||e<0n||e>=_t)return!1}return!0}
function _(t,A=void 0){if(!(t instanceof BigUint64Array||Array.isArray(t)&&JA(t)))throw new n("ARGUMENT_TYPE",`a key tab\
le must be a BigUint64Array (or an array of unsigned 64-bit BigInts), got ${r(t)}`);if(A!==void 0&&t.length!==A)throw new n(
"ARGUMENT",`a key table here has ${A} keys, this one ${t.length}`);if(t.length===0)throw new n("ARGUMENT","a key table n\
eeds at least one key");return t}var L=class{static name="FeatureHash";constructor(A){_(A),this.prepare(A),this.size=A.length,
this.present=new Uint8Array(A.length),this.count=0,this.resetKey()}#A(A,e){if(!Number.isInteger(A)||A<0||A>=this.size)throw new n(
typeof A=="number"?"ARGUMENT":"ARGUMENT_TYPE",`${e}: a feature must be an integer from 0 to ${this.size-1}, got ${r(A)}`,
{input:A});return A}has(A){return this.present[this.#A(A,"has(feature)")]===1}add(A){let e=this.#A(A,"add(feature)");if(this.
present[e])throw new n("ARGUMENT",`add(${e}): feature ${e} is present already`,{input:e});return this.present[e]=1,this.
count++,this.insertKey(e),this}remove(A){let e=this.#A(A,"remove(feature)");if(!this.present[e])throw new n("ARGUMENT",`\
remove(${e}): feature ${e} is not present`,{input:e});return this.present[e]=0,this.count--,this.removeKey(e),this}toggle(A){
let e=this.#A(A,"toggle(feature)");return this.present[e]?this.remove(e):this.add(e)}clear(){return this.present.fill(0),
this.count=0,this.resetKey(),this}setFeatures(A){if(A===null||typeof A!="object"||typeof A[Symbol.iterator]!="function")
throw new n("ARGUMENT_TYPE",`setFeatures(features): features must be an array of feature indices, got ${r(A)}`);let e=Array.
from(A),i=new Set;for(let I of e){if(this.#A(I,"setFeatures(features)"),i.has(I))throw new n("ARGUMENT",`setFeatures(fea\
tures): feature ${I} is listed twice`,{input:I});i.add(I)}this.clear();for(let I of e)this.add(I);return this}features(){
let A=new Uint32Array(this.count);for(let e=0,i=0;i<this.count;e++)this.present[e]&&(A[i++]=e);return A}};var EA=t=>class extends t{get name(){return"BigInt64"}get bits(){return 64}prepare(A){this.keys=Array.from(A)}setKeyAt(A,e){
this.keys[A]=e}negateKeyAt(){}resetKey(){this.k=0n}insertKey(A){this.k^=this.keys[A]}removeKey(A){this.k^=this.keys[A]}get key(){
return this.k}get hi(){return Number(this.k>>32n)}get lo(){return Number(this.k&0xFFFFFFFFn)}get keyHex(){return this.k.
toString(16).padStart(16,"0")}};var aA=t=>class extends t{get name(){return"Paired32"}get bits(){return 64}prepare(A){this.hiKeys=new Int32Array(A.length),
this.loKeys=new Int32Array(A.length);for(let e=0;e<A.length;e++)this.setKeyAt(e,A[e])}setKeyAt(A,e){this.hiKeys[A]=Number(
BigInt.asIntN(32,e>>32n)),this.loKeys[A]=Number(BigInt.asIntN(32,e))}negateKeyAt(){}resetKey(){this.h=0,this.l=0}insertKey(A){
this.h^=this.hiKeys[A],this.l^=this.loKeys[A]}removeKey(A){this.h^=this.hiKeys[A],this.l^=this.loKeys[A]}get hi(){return this.
h>>>0}get lo(){return this.l>>>0}get key(){return BigInt(this.h>>>0)<<32n|BigInt(this.l>>>0)}get keyHex(){return(this.h>>>
0).toString(16).padStart(8,"0")+(this.l>>>0).toString(16).padStart(8,"0")}};var hA=t=>class extends t{get name(){return"Additive48"}get bits(){return 48}prepare(A){this.keys=new Float64Array(A.length);
for(let e=0;e<A.length;e++)this.setKeyAt(e,A[e])}setKeyAt(A,e){this.keys[A]=Number(e>>16n)}negateKeyAt(A){this.keys[A]=(281474976710656-
this.keys[A])%281474976710656}resetKey(){this.k=0}insertKey(A){this.k+=this.keys[A],this.k>=281474976710656&&(this.k-=281474976710656)}removeKey(A){
this.k-=this.keys[A],this.k<0&&(this.k+=281474976710656)}get key(){return this.k}get keyHex(){return this.k.toString(16).
padStart(12,"0")}};var cA=class extends EA(L){static name="BigInt64Hash"},fA=class extends aA(L){static name="Paired32Hash"},DA=class extends hA(
L){static name="Additive48Hash"},lA={bigint64:cA,paired32:fA,additive48:DA};var HA=(1n<<64n)-1n;function Y(t){if(typeof t=="bigint")return BigInt.asUintN(64,t);if(typeof t=="number"&&Number.isSafeInteger(
t)&&t>=0)return BigInt(t);throw new n("ARGUMENT_TYPE",`a seed must be a non-negative safe integer or a BigInt (taken mod\
ulo 2^64), got ${r(t)}`,{input:t})}function Ct(t){return $t(Y(t))}function*$t(t){let A=t;for(;;){A=A+0x9E3779B97F4A7C15n&
HA;let e=A;e=(e^e>>30n)*0xBF58476D1CE4E5B9n&HA,e=(e^e>>27n)*0x94D049BB133111EBn&HA,yield e^e>>31n}}function LA(t,A=781){
R(A,"splitmix64Table(seed, count): count",0,1<<24);let e=new BigUint64Array(A),i=Ct(t);for(let I=0;I<A;I++)e[I]=i.next().
value;return e}var YA=1<<24,Ae=(1n<<64n)-1n,te=Symbol.dispose??Symbol.for("Symbol.dispose");function Et(t){let A=t.x,e=new FinalizationRegistry(
I=>{t.broken||A.zbw_free(I)});class i{static name="KeySpace";#A;#e;constructor(g,B=void 0){let{seed:o}=k(B,"new KeySpace\
(size, options): options",["seed"]),Q;if(typeof g=="number")R(g,"new KeySpace(size): size",1,YA),Q=new BigUint64Array(g),
this.#A=this.#t(Q.length),A.zbw_keys_fill(Y(o??0),this.#A,Q.length),Q.set(new BigUint64Array(t.memory.buffer,this.#A,Q.length));else{
if(o!==void 0)throw new n("ARGUMENT","new KeySpace(table, { seed }): a seed is for generated keys, not a given table");if(_(
g),g.length>YA)throw new n("ARGUMENT",`new KeySpace(table): at most ${YA} keys`);Q=BigUint64Array.from(g),this.#A=this.#t(
Q.length),new BigUint64Array(t.memory.buffer,this.#A,Q.length).set(Q)}this.#e=Q,e.register(this,this.#A,this)}#t(g){let B=A.
zbw_alloc(8*g);if(!B)throw new n("NO_MEMORY",`cannot allocate ${g} keys`);return B}#i(g){if(!this.#A)throw new n("KEY_SP\
ACE_FREED",`${g}: this KeySpace was freed (free() or dispose) and cannot be used`);return this.#A}get size(){return this.#e.
length}get freed(){return this.#A===0}get table(){return this.#i("table"),this.#e.slice()}keyAt(g){return this.#i("keyAt\
(feature)"),this.#e[this.#g(g,"keyAt(feature)")]}#g(g,B){if(!Number.isInteger(g)||g<0||g>=this.#e.length)throw new n(typeof g==
"number"?"ARGUMENT":"ARGUMENT_TYPE",`${B}: a feature must be an integer from 0 to ${this.#e.length-1}, got ${r(g)}`,{input:g});
return g}#I(g,B){if(g===null||typeof g!="object"||typeof g[Symbol.iterator]!="function")throw new n("ARGUMENT_TYPE",`${B}\
: features must be an array of feature indices, got ${r(g)}`);let o=Array.isArray(g)||ArrayBuffer.isView(g)?g:Array.from(
g),Q=t.output.need(4*Math.max(o.length,1)),s=new Uint32Array(t.memory.buffer,Q,o.length);for(let E=0;E<o.length;E++)s[E]=
this.#g(o[E],B);return[Q,o.length]}keyOf(g){let B=this.#i("keyOf(features)"),[o,Q]=this.#I(g,"keyOf(features)");return BigInt.
asUintN(64,A.zbw_hash_features(B,o,Q))}halvesOf(g){let B=this.keyOf(g);return{hi:Number(B>>32n),lo:Number(B&0xFFFFFFFFn)}}add48Of(g){
let B=this.#i("add48Of(features)"),[o,Q]=this.#I(g,"add48Of(features)");return A.zbw_hash_features_add48(B,o,Q)}toggle(g,B){
if(this.#i("toggle(key, feature)"),typeof g!="bigint")throw new n("ARGUMENT_TYPE",`toggle(key, feature): key must be a B\
igInt, got ${r(g)}`);return(g^this.#e[this.#g(B,"toggle(key, feature)")])&Ae}hash(g="bigint64"){this.#i("hash(name)");let B=typeof g==
"string"?g.toLowerCase():null,o=B!==null&&Object.prototype.hasOwnProperty.call(lA,B)?lA[B]:void 0;if(!o)throw new n(typeof g==
"string"?"ARGUMENT":"ARGUMENT_TYPE",`hash(name): name must be one of ${Object.keys(lA).join(", ")}, got ${r(g)}`);return new o(
this.#e)}free(){this.#A&&(e.unregister(this),t.broken||A.zbw_free(this.#A),this.#A=0)}}return i.prototype[te]=i.prototype.
free,{KeySpace:i}}function yA(t){let A=globalThis.Buffer;if(typeof A=="function"&&typeof A.from=="function")return ee(A,t);if(typeof Uint8Array.
fromBase64=="function")return Uint8Array.fromBase64(t);let e=atob(t),i=new Uint8Array(e.length);for(let I=0;I<e.length;I++)
i[I]=e.charCodeAt(I);return i}function ee(t,A){let e=t.prototype?.base64Write;if(typeof e=="function"){let I=new Uint8Array(
(A.length>>2)*3+3),g=-1;try{g=e.call(I,A,0,I.length)}catch{}if(Number.isInteger(g)&&g>=0&&g<=I.length)return I.subarray(
0,g)}let i=t.from(A,"base64");return new Uint8Array(i.buffer,i.byteOffset,i.length)}var ie=`
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
`,ge=781,wA;function oA(){if(wA===void 0){wA=new BigUint64Array(ge);let t=new Uint8Array(wA.buffer);if(t.set(yA(ie)),new Uint8Array(
new Uint16Array([1]).buffer)[0]===0)for(let A=0;A<t.length;A+=8)t.subarray(A,A+8).reverse()}return wA.slice()}var O=781,X=768,FA=772,BA=780,W=(1n<<64n)-1n,TA=["pseudo","legal","literal"],QA=["polyglot","stockfish","chessjs"],OA=(t,A)=>(t<<
A|t>>64n-A)&W;function*Ie(t){let A=t;for(;;)A^=A>>12n,A^=A<<25n&W,A^=A>>27n,yield A*2685821657736338717n&W}function*oe(t,A){
for(;;){let e=OA(t*5n&W,7n)*9n&W;A^=t,t=OA(t,24n)^A^A<<16n&W,A=OA(A,37n),yield e}}var T=t=>t.next().value;function Be(){
let t=Ie(1070372n),A=new BigUint64Array(O),e=new BigUint64Array(16);for(let i of[1,0])for(let I=0;I<6;I++)for(let g=0;g<
64;g++)A[64*(2*I+i)+g]=T(t);for(let i=0;i<8;i++)A[FA+i]=T(t);for(let i=0;i<16;i++)e[i]=T(t);return A[BA]=T(t),{table:A,castling:e}}
function Qe(){let t=oe(0x31c4b365b102e01en,0xa187eb39cdcaed8fn),A=new BigUint64Array(O),e=new BigUint64Array(16);for(let i of[
1,0])for(let I=0;I<6;I++)for(let g=0;g<128;g++){let B=T(t);g&136||(A[64*(2*I+i)+8*(7-(g>>4))+(g&7)]=B)}for(let i=0;i<8;i++)
A[FA+i]=T(t);for(let i=0;i<16;i++)e[i]=T(t);return A[BA]=T(t),{table:A,castling:e}}function uA(t,A,e,i,I,g){let B=new BigUint64Array(
A),o=new BigUint64Array(16);for(let s=0;s<16;s++)if(e)o[s]=e[s];else for(let E=0;E<4;E++)s&1<<E&&(o[s]^=B[X+E]);if(e)for(let s=0;s<
4;s++)B[X+s]=o[1<<s];let Q={name:t,get table(){return B.slice()},get castling(){return o.slice()},castlingKeys:e?16:4,ep:i,
turn:I,halfmoveBuckets:g};return Object.defineProperty(Q,ht,{value:!0}),ct.set(Object.freeze(Q),{table:B,castling:o}),re(
Q)}var ht=Symbol.for("zobrist-wasm.Layout"),at=new WeakMap;function ne(t){let A=at.get(t);if(A)return A;let{name:e,castlingKeys:i,
ep:I,turn:g,halfmoveBuckets:B}=t;if(QA.includes(e))A=xA(e);else{let o="layout(spec): another copy's Layout";if(!TA.includes(
I)||g!=="white"&&g!=="black"||typeof B!="boolean"||i!==4&&i!==16)throw new n("ARGUMENT",`${o} has fields this copy does \
not know (ep ${r(I)}, turn ${r(g)})`);let Q=dA(t.table,O,`${o}'s table`);A=uA(e,Q,i===16?dA(t.castling,16,`${o}'s castli\
ng`):null,I,g,B)}return at.set(t,A),A}var ct=new WeakMap,$=t=>ct.get(t),pA=new Map;function xA(t){let A=pA.get(t);if(!A){
if(t==="polyglot")A=uA(t,oA(),null,"pseudo","white",!1);else{let{table:e,castling:i}=t==="stockfish"?Be():Qe();A=uA(t,e,
i,"pseudo","black",t==="stockfish")}pA.set(t,A)}return A}function dA(t,A,e){if(!((t instanceof BigUint64Array||Array.isArray(
t)&&JA(t))&&t.length===A))throw new n("ARGUMENT_TYPE",`${e} must be ${A} keys (a BigUint64Array, or BigInts from 0 to 2^\
64 - 1), got ${r(t)}`);return t}function G(t="polyglot"){if(Ce(t))return t;if(t?.[ht]===!0)return ne(t);if(typeof t=="st\
ring")return se(t);let A=k(t,"layout(spec): spec",["base","seed","table","castlingTable","castling","ep","turn"]),{base:e,
seed:i,table:I,castlingTable:g,castling:B,ep:o,turn:Q}=A;if([e,i,I].filter(l=>l!==void 0).length>1)throw new n("ARGUMENT",
"layout(spec): give at most one of base, seed and table");let s;if(I!==void 0)s={table:dA(I,O,"layout({ table })"),castling16:null,
ep:"pseudo",turn:"white",halfmove:!1};else if(i!==void 0){let l=LA(Y(i),O+16);s={table:l.subarray(0,O),castling16:null,spare:l.
subarray(O),ep:"pseudo",turn:"white",halfmove:!1}}else{let l=e===void 0?"polyglot":e;if(!QA.includes(l))throw new n("ARG\
UMENT",`layout(spec): base must be one of ${QA.join(", ")}, got ${r(l)}`);let c=xA(l);if(g===void 0&&B===void 0&&o===void 0&&
Q===void 0)return c;let C=$(c);s={table:C.table,castling16:c.castlingKeys===16?C.castling:null,ep:c.ep,turn:c.turn,halfmove:c.
halfmoveBuckets}}let E=s.castling16;if(g!==void 0){if(B!==void 0&&B!==16)throw new n("ARGUMENT",`layout(spec): a castlin\
gTable is 16 keys: castling must be 16 or left out, got ${r(B)}`);E=dA(g,16,"layout({ castlingTable })")}else if(B===16&&
!E){if(!s.spare)throw new n("ARGUMENT","layout(spec): castling: 16 needs 16 castling keys (castlingTable, or a seed)");E=
s.spare}else if(B===4){if(E)throw new n("ARGUMENT","layout(spec): castling: 4 on a 16-key layout has no four keys to XOR")}else if(B!==
void 0&&B!==16)throw new n("ARGUMENT",`layout(spec): castling must be 4 or 16, got ${r(B)}`);if(o!==void 0&&!TA.includes(
o))throw new n("ARGUMENT",`layout(spec): ep must be one of ${TA.join(", ")}, got ${r(o)}`);if(Q!==void 0&&Q!=="white"&&Q!==
"black")throw new n("ARGUMENT",`layout(spec): turn must be 'white' or 'black', got ${r(Q)}`);return uA("custom",s.table,
E,o??s.ep,Q??s.turn,s.halfmove)}function se(t){let[A,...e]=t.split(",");if(QA.includes(A)&&e.length===0)return xA(A);let i={};
if(QA.includes(A))i.base=A;else if(/^seed:\d+$/.test(A)&&BigInt(A.slice(5))<1n<<64n)i.seed=BigInt(A.slice(5));else throw A.
startsWith("seed:")?new n("ARGUMENT",`layout(${r(t)}): seed:S needs a whole number from 0 to 2^64 - 1 in decimal digits,\
 got ${r(A.slice(5))}`):new n("ARGUMENT",`layout(${r(t)}): unknown layout ${r(A)} (polyglot, stockfish, chessjs, seed:S)`);
for(let I of e){let g=/^(?:(castling)=(4|16)|(ep|turn)=(.*))$/.exec(I);if(!g)throw new n("ARGUMENT",`layout(${r(t)}): un\
known option ${r(I)} (castling=4|16, ep=pseudo|legal|literal, turn=white|black)`);g[1]?i.castling=Number(g[2]):i[g[3]]=g[4]}
return G(i)}var ft=new WeakSet;function re(t){return ft.add(t),t}var Ce=t=>ft.has(t),Dt=t=>pA.get(t?.name)===t,lt=t=>pA.
get("polyglot")===t,qA=70,PA=t=>t<X?t&63:t<FA?64+t-X:t<BA?68:69;function ZA(t){let A=String.fromCharCode(97+(t&7),49+((t&
63)>>3));return new n("ARGUMENT",t<X?`two pieces on ${A}`:`feature ${t} conflicts with another`,{input:t})}function Ee(t,A,e=0){
if(t=G(t),A===null||typeof A!="object"||typeof A[Symbol.iterator]!="function")throw new n("ARGUMENT_TYPE",`keyOfFeatures\
(layout, features): features must be an array (or iterable) of feature indices, got ${r(A)}`,{input:A});R(e,"keyOfFeatur\
es(layout, features, halfmove): halfmove",0,4294967295);let{table:i,castling:I}=$(t),g=new Uint8Array(qA),B=0n,o=0,Q=!1;
for(let s of A){if(!Number.isInteger(s)||s<0||s>=O)throw new n("ARGUMENT",`keyOfFeatures: a feature must be an integer f\
rom 0 to 780, got ${r(s)}`);if(g[PA(s)]++)throw ZA(s);s>=X&&s<FA?o^=1<<s-X:s===BA?Q=!Q:B^=i[s]}return B^=I[o],Q===(t.turn===
"white")&&(B^=i[BA]),B^kA(t,e)}function ae(t,A){return t=G(t),R(A,"halfmoveKey(layout, halfmove): halfmove",0,4294967295),
kA(t,A)}function kA(t,A){return!t.halfmoveBuckets||A<14?0n:BigInt(Math.floor((A-14)/8))*6364136223846793005n+1442695040888963407n&
W}var he={pseudo:0,legal:1,literal:2},AA=class{constructor(A){this.core=A,this.sets=new Map}acquire(A){if(lt(A))return 0;let e=this.
sets.get(A);return e||(e={ptr:this.#A(A),users:0,kept:Dt(A)},this.sets.set(A,e)),e.users++,e.ptr}#A(A){let e=this.core.output.
need(6376),i=new BigUint64Array(this.core.memory.buffer,e,797),I=$(A);i.set(I.table),i.set(I.castling,781);let g=this.core.
x.zbw_keys_new_layout(e,A.castlingKeys===16?e+8*781:0,he[A.ep],A.turn==="white"?1:0,A.halfmoveBuckets?1:0);if(!g)throw new n(
"NO_MEMORY","cannot allocate a key set");return g}release(A){let e=this.sets.get(A);e&&--e.users===0&&!e.kept&&(this.core.
broken||this.core.x.zbw_keys_free(e.ptr),this.sets.delete(A))}with(A,e){let i=this.acquire(A);try{return e(i)}finally{this.
release(A)}}},z=Object.freeze(["layout","seed"]);function V(t,A){let{layout:e,seed:i}=t;if(e!==void 0&&i!==void 0)throw new n(
"ARGUMENT",`${A}: give layout or seed, not both`);return i!==void 0?G({seed:i}):G(e??"polyglot")}var S="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",yt=128,ce=256*8,fe=Symbol.dispose??Symbol.for("Symbol.d\
ispose"),K=1024,tA=64;function wt(t,A={count:0}){let e=t.x,i=new AA(t),I=new FinalizationRegistry(({ptr:B,layout:o})=>{t.
broken||e.zbw_position_free(B),i.release(o),A.count--});class g{static name="Position";#A;#e;static{t.positionPointer=o=>o!==
null&&typeof o=="object"&&#A in o?o.#t():0}constructor(o=S,Q=void 0){N(o,"new Position(fen): fen",K),Q=k(Q,"new Position\
(fen, options): options",z);let s=V(Q,"new Position(fen, options)"),E=i.acquire(s),l=e.zbw_position_new(E);if(!l)throw i.
release(s),new n("NO_MEMORY","cannot allocate a position");if(this.#A=l,this.#e=s,A.count++,I.register(this,{ptr:l,layout:s},
this),o!==S)try{this.reset(o)}catch(c){throw this.free(),c}}reset(o=S){let Q=this.#t();N(o,"reset(fen): fen",K);let s=t.
writeInput(o),E=e.zbw_position_set_fen(Q,t.input.ptr,s);if(E)throw t.fenError(E,o);return this}#t(){if(this.#A===0)throw new n(
"POSITION_FREED","this Position was freed (free() or dispose) and cannot be used");return this.#A}play(o){let Q=this.#t();
(typeof o!="string"||o.length>tA)&&N(o,"play(move): move",tA);let s=t.writeInput(o),E=e.zbw_position_play(Q,t.input.ptr,
s);if(E)throw t.error(E,`Cannot play ${b(o)} in ${this.fen}`,{input:o,fen:this.fen});return this}playCode(o){let Q=this.#t();
R(o,"playCode(code): code",0,65535);let s=e.zbw_position_make_code(Q,o);if(s)throw t.error(s,`Cannot play move code ${o}\
 in ${this.fen}`,{input:o,fen:this.fen});return this}undo(){let o=e.zbw_position_undo(this.#t());if(o)throw t.error(o,"C\
annot undo");return this}get key(){return BigInt.asUintN(64,e.zbw_position_key(this.#t()))}get layout(){return this.#t(),
this.#e}get keyHi(){return e.zbw_position_key_hi(this.#t())>>>0}get keyLo(){return e.zbw_position_key_lo(this.#t())>>>0}get keyHex(){
return this.keyHi.toString(16).padStart(8,"0")+this.keyLo.toString(16).padStart(8,"0")}get fen(){let o=t.output.need(yt);
return t.readString(o,e.zbw_position_fen(this.#t(),o))}get turn(){return e.zbw_position_side(this.#t())===1?"w":"b"}get inCheck(){
return e.zbw_position_in_check(this.#t())!==0}get ply(){return e.zbw_position_ply(this.#t())}get halfmoveClock(){return e.
zbw_position_halfmove(this.#t())}get fullmoveNumber(){return e.zbw_position_fullmove(this.#t())}legalMoves(o=void 0){let{
san:Q=!1}=k(o,"legalMoves(options): options",["san"]);if(typeof Q!="boolean")throw new n("ARGUMENT_TYPE",`legalMoves({ s\
an }): san must be true or false, got ${r(Q)}`);let s=t.output.need(ce),E=t.readString(s,e.zbw_position_legal_text(this.#t(),
Q?1:0,s));return E===""?[]:E.split(" ")}legalMoveCodes(){let o=t.output.need(512),Q=e.zbw_position_legal_moves(this.#t(),
o);return new Uint16Array(t.memory.buffer,o,Q).slice()}toSan(o){let Q=this.#t();N(o,"toSan(move): move",tA);let s=t.writeInput(
o),E=e.zbw_position_parse_move(Q,t.input.ptr,s);if(E<0)throw t.error(-E,`Cannot read ${b(o)} in ${this.fen}`,{input:o,fen:this.
fen});let l=t.output.need(16);return t.readString(l,e.zbw_move_san(Q,E,l))}isRepetition(){return e.zbw_position_repetitions(
this.#t())>=2}repetitions(){return e.zbw_position_repetitions(this.#t())}perft(o){let Q=this.#t();return R(o,"perft(dept\
h): depth",0,20),e.zbw_position_perft(Q,o)}features(){let o=t.output.need(160),Q=e.zbw_position_features(this.#t(),o);return new Uint32Array(
t.memory.buffer,o,Q).slice()}get freed(){return this.#A===0}free(){this.#A!==0&&(I.unregister(this),t.broken||e.zbw_position_free(
this.#A),i.release(this.#e),this.#A=0,A.count--)}[fe](){this.free()}}return g.START_FEN=S,{Position:g,live:A,keySets:i}}var WA=256,De=new TextEncoder;function ut(t,A,e){if(A.length<=WA)return t.writeInput(A.join(""));let i=(t.input.need(e),
t.bytes()),I=t.input.ptr;for(let g=0;g<A.length;g+=WA){let B=Math.min(g+WA,A.length),o=A.slice(g,B).join(""),{read:Q,written:s}=De.
encodeInto(o,i.subarray(I,I+o.length));(Q!==o.length||s!==o.length)&&KA(i,I,o),I+=o.length}return e}var UA=781,XA=new Uint8Array(128);for(let t of'{}()[];%$*"')XA[t.charCodeAt(0)]=1;for(let t=48;t<=57;t++)XA[t]=2;var le=new Set(
["1-0","0-1","1/2-1/2"]);function ye(t){let A=0;for(let e=0;e<t.length;e++){let i=t.charCodeAt(e);if(i<=32||i>=127){if(/\s/.
test(t))return!1;continue}let I=XA[i];if(I===1)return!1;I===2&&A===e&&A++}return t.length===0?!1:A===0?!0:A===t.length?t===
"0000":t.charCodeAt(A)!==46&&!le.has(t)}function pt(t,A=new AA(t)){let e=t.x,i=(C,h,a)=>C===void 0?a(0):A.with(V(k(C,`${h}\
: options`,z),h),a);function I(C,h=void 0){return N(C,"keyOfFen(fen): fen",K),h===void 0?g(0,C):i(h,"keyOfFen(fen, optio\
ns)",a=>g(a,C))}function g(C,h){let a=t.writeInput(h),f=t.output.need(8),D=e.zbw_key_of_fen(C,t.input.ptr,a,f);if(D)throw t.
fenError(D,h);return t.u64()[f>>3]}let B=new Uint16Array(256);function o(C,h=void 0){if(!Array.isArray(C))throw new n("A\
RGUMENT_TYPE",`keysOfFens(fens): fens must be an array of strings, got ${r(C)}`);let a=C.length;B.length<a&&(B=new Uint16Array(
Math.max(a,2*B.length)));let f=0;for(let D=0;D<a;D++){let y=C[D];(typeof y!="string"||y.length>K)&&N(y,`keysOfFens(fens)\
: fens[${D}]`,K),B[D]=y.length,f+=y.length}return i(h,"keysOfFens(fens, options)",D=>{ut(t,C,f);let y=t.output.need(10*a);
new Uint16Array(t.bytes().buffer,y+8*a,a).set(B.subarray(0,a));let p=e.zbw_keys_of_fens(D,t.input.ptr,y+8*a,y,a);if(p){let u=e.
zbw_last_index(),F=t.fenError(p,C[u],`Invalid FEN at index ${u}`);throw F.index=u,F}return new BigUint64Array(t.bytes().
buffer,y,a).slice()})}function Q(C,h=void 0){let a=k(h,"replay(moves, options): options",["fen",...z]),{fen:f}=a,D=V(a,"\
replay(moves, options)"),y;if(Array.isArray(C)){for(let u=0;u<C.length;u++){let F=C[u];if((typeof F!="string"||F.length>
tA)&&N(F,`replay(moves): moves[${u}]`,tA),!ye(F))throw new n("ARGUMENT",`replay(moves): moves[${u}] must be one move (SA\
N, UCI or a null move; no move number, result, comment or variation), got ${r(F)}`,{index:u,input:F})}try{y=C.join(" ")}catch(u){
throw u instanceof RangeError?new n("ARGUMENT",`replay(moves): ${C.length} moves are more text than one string can hold;\
 replay them in parts (replay(moves, { fen }))`):u}}else if(typeof C=="string")y=C;else throw new n("ARGUMENT_TYPE",`rep\
lay(moves): moves must be an array of strings or PGN movetext, got ${r(C)}`);f!==void 0&&N(f,"replay(moves, { fen }): fe\
n",K);let p=f??S;return A.with(D,u=>s(u,y,p))}function s(C,h,a){let f=t.scratch(C),D=t.writeInput(a),y=e.zbw_position_set_fen(
f,t.input.ptr,D);if(y)throw t.fenError(y,a);let p=t.writeInput(h),u=(p>>1)+2,F=t.output.need(8*u),v=e.zbw_replay(C,t.input.
ptr,p,F,u);if(v){let w=e.zbw_last_plies()+1,d=t.output.need(128),M=t.readString(d,e.zbw_position_fen(f,d)),mA=e.zbw_last_offset(),
jA=h.slice(mA,mA+e.zbw_last_length());throw t.error(v,`Cannot play ${b(jA)} at ply ${w} in ${M}`,{input:jA,ply:w,fen:M,offset:mA})}
return new BigUint64Array(t.memory.buffer,F,e.zbw_last_plies()+1).slice()}function E(C,h=void 0){return N(C,"featuresOfF\
en(fen): fen",K),i(h,"featuresOfFen(fen, options)",a=>{let f=t.scratch(a),D=t.writeInput(C),y=e.zbw_position_set_fen(f,t.
input.ptr,D);if(y)throw t.fenError(y,C);let p=t.output.need(160),u=e.zbw_position_features(f,p);return new Uint32Array(t.
memory.buffer,p,u).slice()})}function l(){return new BigUint64Array(t.memory.buffer,e.zbw_polyglot_table(),UA).slice()}function c(C){
let h=t.output.need(8*UA);return e.zbw_keys_fill(Y(C),h,UA),new BigUint64Array(t.memory.buffer,h,UA).slice()}return{keyOfFen:I,
keysOfFens:o,replay:Q,featuresOfFen:E,polyglotTable:l,seededTable:c}}var we=[[1,2],[2,1],[2,-1],[1,-2],[-1,-2],[-2,-1],[-2,1],[-1,2]],ue=[[1,0],[1,1],[0,1],[-1,1],[-1,0],[-1,-1],[0,-1],[1,-1]],
pe=[[1,0],[-1,0],[0,1],[0,-1]],de=[[1,1],[1,-1],[-1,1],[-1,-1]];function GA(t,A,e,i,I){let g=(A&7)+e,B=(A>>3)+i;return g>=
0&&g<8&&B>=0&&B<8&&t[8*B+g]===I}function dt(t,A,e,i,I){for(let[g,B]of e)for(let o=(A&7)+g,Q=(A>>3)+B;o>=0&&o<8&&Q>=0&&Q<
8;o+=g,Q+=B){let s=t[8*Q+o];if(s!==-1){if(s===i||s===I)return!0;break}}return!1}function Fe(t,A,e){let i=e?1:0,I=B=>2*B+
i,g=e?-1:1;if(GA(t,A,-1,g,I(0))||GA(t,A,1,g,I(0)))return!0;for(let[B,o]of we)if(GA(t,A,B,o,I(1)))return!0;for(let[B,o]of ue)
if(GA(t,A,B,o,I(5)))return!0;return dt(t,A,pe,I(3),I(4))||dt(t,A,de,I(2),I(4))}function SA(t,A,e){let i=e?1:0,I=e?11:10,
g=e?A-8:A+8,B=g&7,o=t.indexOf(I);for(let Q of[B>0?g-1:-1,B<7?g+1:-1]){if(Q===-1||t[Q]!==i)continue;if(o===-1)return!0;let s=t[g],
E=t[A];t[Q]=-1,t[g]=-1,t[A]=i;let l=!Fe(t,o,!e);if(t[Q]=i,t[g]=s,t[A]=E,l)return!0}return!1}var ke=768,Ue=772,Ge=780,Se="pnbrqk",Ft=1,kt=0,Ut=7,Gt=6,St=11,Mt=10,Me=[[4,7,St,Ut],[4,0,St,Ut],[60,63,Mt,Gt],[60,56,Mt,
Gt]];function x(t,A,e){return new n("ARGUMENT_TYPE",`${t}: chess must be a chess.js 1.x Chess instance (with board(), tu\
rn(), getCastlingRights() and fen()), got ${A}`,{input:e})}function Ne(t,A=void 0){let{layout:e}=k(A,"featuresOfChessJs(\
chess, options): options",["layout"]);return zA(t,G(e??"polyglot"),"featuresOfChessJs(chess)").features}function zA(t,A,e){
if(t===null||typeof t!="object"||typeof t.board!="function"||typeof t.turn!="function"||typeof t.getCastlingRights!="fun\
ction"||typeof t.fen!="function")throw x(e,r(t),t);let i=t.board();if(!Array.isArray(i)||i.length!==8)throw x(e,`a board\
() of ${r(i)}`,t);let I=new Int8Array(64).fill(-1),g=[];for(let c=0;c<8;c++){let C=i[c];if(!Array.isArray(C)||C.length!==
8)throw x(e,`a board() row of ${r(C)}`,t);for(let h=0;h<8;h++){let a=C[h];if(a==null)continue;let f=typeof a?.type=="str\
ing"&&a.type.length===1?Se.indexOf(a.type):-1;if(f<0||a.color!=="w"&&a.color!=="b")throw x(e,`a board() square holding ${r(
a?.type)} of color ${r(a?.color)}`,t);let D=8*(7-c)+h,y=2*f+(a.color==="w"?1:0);I[D]=y,g.push(64*y+D)}}let B=t.turn();if(B!==
"w"&&B!=="b")throw x(e,`a turn() of ${r(B)}`,t);let o=B==="w";for(let[c,C]of[["w",0],["b",2]]){let h=t.getCastlingRights(
c);if(h===null||typeof h!="object")throw x(e,`a getCastlingRights() of ${r(h)}`,t);[h.k,h.q].forEach((a,f)=>{let[D,y,p,u]=Me[C+
f];a===!0&&I[D]===p&&I[y]===u&&g.push(ke+C+f)})}let Q=t.fen({forceEnpassantSquare:!0}),s=typeof Q=="string"?Q.split(/\s+/):
[],E=s[3];if(E===void 0)throw x(e,`a fen() of ${r(Q)}`,t);if(E==="-"&&A.ep==="literal"&&(E=me(t)??"-"),E!=="-"){let c=E.
charCodeAt(0)-97,C=E.charCodeAt(1)-49;if(E.length!==2||c<0||c>7||C!==(o?5:2))throw x(e,`a fen() with the ep square ${r(E)}`,
t);let h=8*C+c,a=o?h-8:h+8,f=o?Ft:kt,D=o?kt:Ft,y=c>0&&I[a-1]===f||c<7&&I[a+1]===f;I[h]===-1&&I[a]===D&&(A.ep==="literal"||
y&&(A.ep==="pseudo"||SA(I,h,o)))&&g.push(Ue+c)}o&&g.push(Ge);let l=/^\d+$/.test(s[4]??"")?Math.min(Number(s[4]),65535):0;
return{features:Uint32Array.from(g),halfmove:l}}function me(t){if(typeof t.history!="function")return;let A=t.history({verbose:!0}),
e=Array.isArray(A)?A.at(-1):void 0;if(!(!e||typeof e.flags!="string"||!e.flags.includes("b")||typeof e.to!="string"))return e.
to[0]+(e.to[1]==="4"?"3":"6")}var sA=781,nA=768,J=772,q=780,P=sA,NA=sA+16,Re=NA+1,eA=2,MA="pPnNbBrRqQkK",Nt="pnbrqk",Z=new Uint8Array(64).fill(15);Z[4]=
12;Z[7]=14;Z[0]=13;Z[60]=3;Z[63]=11;Z[56]=7;function VA(t,A){if(typeof t=="string"&&t.length===2){let e=t.charCodeAt(0)-
97,i=t.charCodeAt(1)-49;if(((e|i)&-8)===0)return 8*i+e}else if(typeof t=="number"&&Number.isInteger(t)&&t>=0&&t<64)return t;
throw new n("ARGUMENT",`${A} must be a square like "e4" or an index 0-63, got ${r(t)}`,{input:t})}function m(t){return String.
fromCharCode(97+(t&7),49+(t>>3))}function U(t,A){return new n("MOVE_MISMATCH",`applyMove({ from: ${r(t.from)}, to: ${r(t.
to)} }): ${A}`,{input:t})}var be=t=>_(t,sA);function Ke(t){let A=t.trim().split(/\s+/)[4];return A!==void 0&&/^\d+$/.test(
A)?Number(A):0}var H=class{static name="Scheme";#A;constructor(A,e=void 0){let{parseFen:i}=k(e,"new Scheme(layout, optio\
ns): options",["parseFen"]);if(i!==void 0&&typeof i!="function")throw new n("ARGUMENT_TYPE",`new Scheme(layout, { parseF\
en }): parseFen must be a function, got ${r(i)}`);if(A===void 0)throw new n("ARGUMENT_TYPE","new Scheme(layout): give a \
layout (a Layout, 'polyglot', 'stockfish', ...) or a 781-key table");let I=A instanceof BigUint64Array||Array.isArray(A)?
G({table:be(A)}):G(A);this.#A=I,this.castlingSets=I.castlingKeys===16,this.turnWhite=I.turn==="white",this.epLiteral=I.ep===
"literal",this.epLegal=I.ep==="legal",this.buckets=I.halfmoveBuckets;let g=new BigUint64Array(Re),B=$(I);g.set(B.table),
g.set(B.castling,P),this.prepare(g),this.turnWhite||this.negateKeyAt(q),this.parseFen=i,this.board=new Int8Array(64),this.
setFeatures([])}get layout(){return this.#A}get halfmoveClock(){return this.buckets?this.halfmove:this.clockAfter(this.plies)}clockAfter(A){
let e=this.history;for(let i=A;i>0;i--){let I=e[(i-1)*eA];if((I>>>12&15)>>1===0||(I>>>20&15)!==0)return A-i}return this.
halfmove+A}setFeatures(A,e=0){let i=A!==null&&typeof A=="object"&&typeof A.length=="number";if(!i&&(A===null||typeof A?.[Symbol.
iterator]!="function"||typeof A=="string"))throw new n("ARGUMENT_TYPE",`setFeatures(features): features must be an array\
 of feature indices, got ${r(A)}`);if(!Number.isInteger(e)||e<0||e>65535)throw new n("ARGUMENT",`setFeatures(features, h\
alfmove): halfmove must be an integer from 0 to 65535, got ${r(e)}`);let I=i?A:Array.from(A),g=this.seen??=new Uint32Array(
qA);(this.stamp===void 0||this.stamp===4294967295)&&(g.fill(0),this.stamp=0);let B=++this.stamp;for(let o=0;o<I.length;o++){
let Q=I[o];if(!Number.isInteger(Q)||Q<0||Q>=sA)throw new n("ARGUMENT",`a feature must be an integer from 0 to 780, got ${r(
Q)}`);let s=PA(Q);if(g[s]===B)throw ZA(Q);g[s]=B}this.board.fill(-1),this.clearHistory(),this.castling=0,this.ep=-1,this.
white=!1,this.halfmove=e,this.bucket=-1,this.resetKey();for(let o=0;o<I.length;o++){let Q=I[o];Q<nA?(this.board[Q&63]=Q>>
6,this.insertKey(Q)):Q<J?(this.castling|=1<<Q-nA,this.castlingSets||this.insertKey(Q)):Q<q?(this.ep=Q,this.insertKey(Q)):
(this.white=!0,this.insertKey(Q))}return this.castlingSets&&this.insertKey(P+this.castling),this.turnWhite||this.removeKey(
q),this.keyBucket(e),this}keyBucket(A){let e=this.buckets&&A>=14?Math.floor((A-14)/8):-1;e!==this.bucket&&(this.bucket!==
-1&&this.removeKey(NA),e!==-1&&(this.setKeyAt(NA,kA(this.#A,A)),this.insertKey(NA)),this.bucket=e)}countMove(A){this.history[(this.
plies-1)*eA+1]|=this.halfmove<<7,this.halfmove=A?0:this.halfmove+1,this.keyBucket(this.halfmove)}clearHistory(){this.history??=
new Int32Array(eA*64),!this.buckets&&this.plies>0&&(this.halfmove=this.clockAfter(this.plies)),this.plies=0}undo(){if(this.
plies===0)throw new n("NOTHING_TO_UNDO","undo(): no move applied since the position was set");let A=this.history,e=--this.
plies*eA,i=A[e],I=(A[e+1]&127)-1,g=A[e+1]>>>7,B=i&63,o=i>>>6&63,Q=i>>>12&15,s=i>>>16&15,E=(i>>>20&15)-1,l=i>>>24&15,c=i>>>
28,C=this.board;this.ep!==-1&&this.removeKey(this.ep),this.white?this.removeKey(q):this.insertKey(q),this.white=(Q&1)===
1;let h=l&~this.castling;if(h)if(this.castlingSets)this.removeKey(P+this.castling),this.insertKey(P+l);else for(let a=0;a<
4;a++)h&1<<a&&this.insertKey(nA+a);if(this.castling=l,Q>>1===5&&(o-B===2||B-o===2)){let a=o>B?B+3:B-4,f=o>B?B+1:B-1,D=C[f];
this.removeKey(64*D+f),this.insertKey(64*D+a),C[f]=-1,C[a]=D}return this.removeKey(64*s+o),C[o]=-1,this.insertKey(64*Q+B),
C[B]=Q,E!==-1&&(this.insertKey(64*E+I),C[I]=E),this.ep=c===0?-1:J+c-1,c!==0&&this.insertKey(this.ep),this.buckets&&(this.
halfmove=g,this.keyBucket(g)),this}setFen(A){if(!this.parseFen)throw new n("ARGUMENT","setFen needs a parseFen option: c\
reate the scheme with createScheme(), or without WebAssembly use setFromChessJs(new Chess(fen))");let e=this.parseFen(A,
{layout:this.#A});return this.setFeatures(e,Ke(A))}setFromChessJs(A){let{features:e,halfmove:i}=zA(A,this.#A,"setFromChe\
ssJs(chess)");return this.setFeatures(e,i)}togglePiece(A,e){let i=typeof A=="string"&&A.length===1?MA.indexOf(A):A;if(!Number.
isInteger(i)||i<0||i>11)throw new n("ARGUMENT",`a piece must be a FEN letter (PNBRQKpnbrqk) or a kind 0-11, got ${r(A)}`);
let I=VA(e,"square"),g=this.board[I];if(g!==-1&&g!==i)throw new n("ARGUMENT",`${m(I)} holds ${MA[g]}, not ${MA[i]}`);return this.
board[I]=g===i?-1:i,this.flip(64*i+I,g!==i),this}toggleCastling(A){let e=typeof A=="string"?"KQkq".indexOf(A):A;if(!Number.
isInteger(e)||e<0||e>3||typeof A=="string"&&A.length!==1)throw new n("ARGUMENT",`a castling right must be K, Q, k, q or \
0-3, got ${r(A)}`);let i=this.castling;return this.castling^=1<<e,this.castlingSets?(this.clearHistory(),this.removeKey(
P+i),this.insertKey(P+this.castling)):this.flip(nA+e,(this.castling&1<<e)!==0),this}toggleEpFile(A){let e=typeof A=="str\
ing"&&A.length===1?A.charCodeAt(0)-97:A;if(!Number.isInteger(e)||e<0||e>7)throw new n("ARGUMENT",`an ep file must be a-h\
 or 0-7, got ${r(A)}`);if(this.ep!==-1&&this.ep!==J+e)throw new n("ARGUMENT",`the ep file ${"abcdefgh"[this.ep-J]} is ha\
shed already`);return this.ep=this.ep===-1?J+e:-1,this.flip(J+e,this.ep!==-1),this}toggleSide(){return this.white=!this.
white,this.flip(q,this.white),this}flip(A,e){this.clearHistory(),e?this.insertKey(A):this.removeKey(A)}add(A){this.insertKey(
A)}remove(A){this.removeKey(A)}applyMove(A){if(A===null||typeof A!="object")throw new n("ARGUMENT_TYPE",`applyMove(move)\
: move must be an object like chess.js's, got ${r(A)}`);let e=VA(A.from,"move.from"),i=VA(A.to,"move.to"),I=this.board,g=I[e],
B=(g&1)===1;if(g===-1)throw U(A,`no piece on ${m(e)}`);if(B!==this.white)throw U(A,`the piece on ${m(e)} is not the side\
 to move's`);let o=A.piece,Q=A.color;if(o!==void 0&&o!==Nt[g>>1])throw U(A,`${m(e)} holds ${MA[g]}`);if(Q!==void 0&&Q!==
(B?"w":"b"))throw U(A,`it is ${B?"white":"black"}'s piece`);let s=g>>1,E=(i&7)-(e&7),l=this.ep,c=I[i]===-1?-1:i;if(s===0){
let w=B?i-e:e-i;if(!(E===0?c===-1&&(w===8||w===16&&e>>3===(B?1:6)&&I[e+i>>1]===-1):(E===1||E===-1)&&w===8+(B?E:-E)))throw U(
A,`a pawn cannot go from ${m(e)} to ${m(i)}`);if(E!==0&&c===-1){if(l!==J+(i&7))throw U(A,`no en passant capture on ${m(i)}`);
c=B?i-8:i+8}}let C=c===-1?-1:I[c];if(C!==-1&&(((C^g)&1)===0||C>>1===5))throw U(A,`cannot capture on ${m(i)}`);if(c!==-1&&
C===-1)throw U(A,`nothing to capture on ${m(i)}`);let h=A.captured;if(h!==void 0&&(C===-1||h!==Nt[C>>1]))throw U(A,`the \
move says it captures ${h}`);let a=g,f=A.promotion;if(f!=null){let w=typeof f=="string"&&f.length===1?"nbrq".indexOf(f):
-1;if(s!==0||w<0||i>>3!==(B?7:0))throw U(A,`bad promotion ${r(f)}`);a=2*(w+1)+(g&1)}else if(s===0&&i>>3===(B?7:0))throw U(
A,"a pawn reaching the last rank needs move.promotion");let D=this.castling,y=s===5&&(E===2||E===-2);if(y){let w=E>0?e+3:
e-4,d=(B?0:2)+(E>0?0:1);if(!(D&1<<d))throw U(A,`no ${"KQkq"[d]} castling right`);if(I[w]!==(B?7:6))throw U(A,`no rook on\
 ${m(w)} to castle with`);for(let M=Math.min(e,w)+1;M<Math.max(e,w);M++)if(I[M]!==-1)throw U(A,`${m(M)} is in the way of\
 castling`)}let p=this.history,u=this.plies*eA;if(u+eA>p.length){let w=new Int32Array(p.length*2);w.set(p),this.history=
p=w}if(p[u]=e|i<<6|g<<12|a<<16|C+1<<20|D<<24|(l===-1?0:l-J+1)<<28,p[u+1]=c+1,this.plies++,l!==-1&&this.removeKey(l),C!==
-1&&(this.removeKey(64*C+c),I[c]=-1),this.removeKey(64*g+e),I[e]=-1,this.insertKey(64*a+i),I[i]=a,y){let w=E>0?e+3:e-4,d=E>
0?e+1:e-1,M=I[w];this.removeKey(64*M+w),this.insertKey(64*M+d),I[w]=-1,I[d]=M}let F=D&~(Z[e]&Z[i]);if(F){let w=D&~F;if(this.
castlingSets)this.removeKey(P+D),this.insertKey(P+w);else for(let d=0;d<4;d++)F&1<<d&&this.removeKey(nA+d);this.castling=
w}B?this.removeKey(q):this.insertKey(q),this.white=!B;let v=-1;if(s===0&&(i-e===16||e-i===16)){let w=B?0:1,d=i&7;(this.epLiteral||
(d>0&&I[i-1]===w||d<7&&I[i+1]===w)&&(!this.epLegal||SA(I,e+i>>1,!B)))&&(v=J+d,this.insertKey(v))}return this.ep=v,this.buckets&&
this.countMove(s===0||C!==-1),this}};var iA=class extends EA(H){static name="BigInt64"},gA=class extends aA(H){static name="Paired32"},IA=class extends hA(H){static name="\
Additive48"};function mt(t){return Object.freeze([{id:"xor32",bits:32,label:"32-bit XOR (low half of the key)"},{id:"xor48",bits:48,label:"\
48-bit XOR (high 48 bits)"},{id:"add48",bits:48,label:"48-bit additive (Additive48)"},{id:"xor64",bits:64,label:`64-bit \
XOR (${t})`}].map(Object.freeze))}var Rt=Object.freeze([1,20,400,5362,72078,822518,9417681,96400068]),bt=mt("Polyglot key"),Je=t=>t.split(" ").slice(0,4).
join(" "),Qg=Je(S);var vA={bigint64:iA,paired32:gA,additive48:IA};function Kt(t,A){let{Position:e,keySets:i}=wt(t,A),I=pt(t,i);function g(B,o=void 0){
let Q=k(o,"createScheme(name, options): options",z);if(typeof B!="string")throw new n("ARGUMENT_TYPE",`createScheme(name\
): name must be a string, got ${r(B)}`);let s=B.toLowerCase(),E=Object.prototype.hasOwnProperty.call(vA,s)?vA[s]:void 0;
if(!E)throw new n("ARGUMENT",`createScheme(name): name must be one of ${Object.keys(vA).join(", ")}, got ${r(B)}`);return new E(
V(Q,"createScheme(name, options)"),{parseFen:I.featuresOfFen})}return{Position:e,ChessPosition:e,...I,createScheme:g,START_FEN:S}}function Jt(t){let A=t.x.zbw_polyglot_table_slots;A&&new BigUint64Array(t.memory.buffer,A(),781).set(oA())}function He(t,A){return()=>({livePositions:A.count,memoryBytes:t.memory.buffer.byteLength})}function Ht(t){let A=new CA(
t);Jt(A);let e={count:0};return Object.freeze({...Et(A),...Kt(A,e),stats:He(A,e)})}var Lt="AGFzbQEAAAABcBJgAX8Bf2ACf38Bf2ADf39/AX9gAAF/YAF/AGAEf39/fwF/YAV/f39/fwF/YAAAYAN/f38BfmABfwF+YAR/fn5+AX5gAX4Bf2AD\
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
OgAAADgAAAA7AEHXJwtJDgAAAAAAAAAMAQAAAAEAAAABAAAA//////////8BAAAA//////////8BAAAAAAAAAP////8AAAAAAAAAAAEAAAAAAAAA/////w==";var Le=()=>yA(Lt),{init:Tg,initSync:xg}=Bt(Ht,{moduleUrl:()=>{},bytes:Le});export{IA as Additive48,DA as Additive48Hash,iA as BigInt64,cA as BigInt64Hash,bt as CENSUS_HASHES,L as FeatureHash,Rt as KNOWN_DISTINCT,
gA as Paired32,fA as Paired32Hash,S as START_FEN,H as Scheme,n as ZobristError,Ne as featuresOfChessJs,ae as halfmoveKey,
Tg as init,xg as initSync,Ee as keyOfFeatures,G as layout,oA as polyglotKeys,Ct as splitmix64,LA as splitmix64Table,Y as toSeed};
//# sourceMappingURL=zobrist-inline.js.map
