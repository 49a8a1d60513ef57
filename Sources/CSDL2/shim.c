// The C target's one translation unit: everything of CSDL2 is in include/shim.h, as static inline
// functions that each importer compiles. Being a target with sources rather than a system
// library, its header is tracked, so that a change to it rebuilds the modules that import it.
#include "shim.h"
