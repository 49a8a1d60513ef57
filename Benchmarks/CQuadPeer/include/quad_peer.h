#ifndef QUAD_PEER_H
#define QUAD_PEER_H

#include <SDL2/SDL.h>

/* The benchmark's textured-quad peer: what a C SDL programmer writes to draw anti-aliased rounded
   rectangles that can turn. One texture holds the coverage of a rounded rectangle with a one-texel
   alpha ramp; each item is one quad of it through SDL_RenderGeometry, sampled bilinearly. */
typedef struct QuadPeer QuadPeer;

/* Makes the mask texture for side x side items with corners of `radius`, or NULL. */
QuadPeer *quad_peer_create(SDL_Renderer *renderer, int side, int radius);

/* Draws `count` items centered on (xs[i], ys[i]), colored colors[i], turned by `angle` radians,
   in one SDL_RenderGeometry call. Returns SDL's result. */
int quad_peer_draw(QuadPeer *peer, const float *xs, const float *ys, const SDL_Color *colors, int count, float angle);

void quad_peer_destroy(QuadPeer *peer);

#endif
