/* zobrist-all.wasm says which module it is (exports.h). */
#include "exports.h"

int zbw_module_kind(void) { return ZBW_MODULE_ALL; }
