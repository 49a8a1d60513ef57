// SDL2_gfx, for the benchmark only: Vitrine itself never draws with it.
#ifndef VITRINE_CSDL2GFX_SHIM_H
#define VITRINE_CSDL2GFX_SHIM_H
#include <SDL2/SDL2_gfxPrimitives.h>
#endif
