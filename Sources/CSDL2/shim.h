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

#if __has_include(<X11/Xlib.h>)
#include <X11/Xlib.h>

static int vitrine_ignore_x_error(Display *display, XErrorEvent *event) {
    (void)display; (void)event;
    return 0;
}

/// Makes Xlib ignore X protocol errors instead of ending the process (its default), and returns
/// the handler to restore. SDL probes OpenGL with a GLX context it creates unguarded; where GLX
/// cannot make one (no driver, an indirect display), the error would end Vitrine before it
/// could fall back to the software renderer.
static inline void *vitrine_ignore_x_errors(void) { return (void *)XSetErrorHandler(vitrine_ignore_x_error); }

/// Puts back the Xlib error handler `vitrine_ignore_x_errors` returned.
static inline void vitrine_restore_x_errors(void *previous) { XSetErrorHandler((XErrorHandler)previous); }
#else
static inline void *vitrine_ignore_x_errors(void) { return (void *)0; }
static inline void vitrine_restore_x_errors(void *previous) { (void)previous; }
#endif

#endif
