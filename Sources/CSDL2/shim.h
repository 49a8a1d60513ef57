// The C side of Vitrine: SDL2, SDL2_ttf and SDL2_image, plus static inline wrappers for the
// function-like macros that Swift cannot import. Only the VitrineSDL module imports this.
#ifndef VITRINE_CSDL2_SHIM_H
#define VITRINE_CSDL2_SHIM_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

/// SDL_WINDOWPOS_CENTERED, a function-like macro in SDL_video.h.
static inline int vitrine_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }

/// SDL_MUSTLOCK(surface): whether the surface must be locked before touching its pixels.
static inline int vitrine_surface_must_lock(SDL_Surface *surface) { return SDL_MUSTLOCK(surface) ? 1 : 0; }

/// Raises glibc's mmap threshold, trim threshold and top pad (see AllocatorTuning.swift);
/// does nothing on other C libraries.
static inline void vitrine_keep_large_blocks_mapped(int mmapThreshold, int trimThreshold, int topPad) {
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, mmapThreshold);
    mallopt(M_TRIM_THRESHOLD, trimThreshold);
    mallopt(M_TOP_PAD, topPad);
#else
    (void)mmapThreshold; (void)trimThreshold; (void)topPad;
#endif
}

#endif
