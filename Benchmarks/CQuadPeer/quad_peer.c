#include "quad_peer.h"

#include <math.h>
#include <stdlib.h>

struct QuadPeer {
    SDL_Renderer *renderer;
    SDL_Texture *texture;
    float half; /* half the quad's side: the item and its one-texel border */
    SDL_Vertex *vertices;
    int *indices;
    int capacity;
};

QuadPeer *quad_peer_create(SDL_Renderer *renderer, int side, int radius) {
    int size = side + 2;
    Uint32 *pixels = malloc(sizeof(Uint32) * size * size);
    QuadPeer *peer = calloc(1, sizeof(QuadPeer));
    if (!pixels || !peer) { free(pixels); free(peer); return NULL; }
    /* Coverage clamp(0.5 - d) of each texel center, d the signed distance to the outline. */
    for (int y = 0; y < size; y++) {
        for (int x = 0; x < size; x++) {
            double qx = fabs(x + 0.5 - size / 2.0) - (side / 2.0 - radius);
            double qy = fabs(y + 0.5 - size / 2.0) - (side / 2.0 - radius);
            double ox = qx > 0 ? qx : 0, oy = qy > 0 ? qy : 0;
            double d = sqrt(ox * ox + oy * oy) + fmin(fmax(qx, qy), 0) - radius;
            double a = fmin(fmax(0.5 - d, 0), 1);
            pixels[y * size + x] = ((Uint32)(a * 255 + 0.5) << 24) | 0x00FFFFFF;
        }
    }
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    peer->texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, size, size);
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "0");
    if (!peer->texture) { free(pixels); free(peer); return NULL; }
    SDL_UpdateTexture(peer->texture, NULL, pixels, size * 4);
    SDL_SetTextureBlendMode(peer->texture, SDL_BLENDMODE_BLEND);
    free(pixels);
    peer->renderer = renderer;
    peer->half = size / 2.0f;
    return peer;
}

int quad_peer_draw(QuadPeer *peer, const float *xs, const float *ys, const SDL_Color *colors, int count, float angle) {
    if (count > peer->capacity) {
        SDL_Vertex *vertices = realloc(peer->vertices, sizeof(SDL_Vertex) * 4 * count);
        int *indices = realloc(peer->indices, sizeof(int) * 6 * count);
        if (!vertices || !indices) { free(vertices); free(indices); peer->vertices = NULL; peer->indices = NULL; peer->capacity = 0; return -1; }
        peer->vertices = vertices;
        peer->indices = indices;
        peer->capacity = count;
    }
    float c = cosf(angle), s = sinf(angle), h = peer->half;
    const float corners[4][2] = {{-h, -h}, {h, -h}, {h, h}, {-h, h}};
    const float uvs[4][2] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    for (int i = 0; i < count; i++) {
        for (int k = 0; k < 4; k++) {
            SDL_Vertex *v = &peer->vertices[4 * i + k];
            v->position.x = xs[i] + c * corners[k][0] - s * corners[k][1];
            v->position.y = ys[i] + s * corners[k][0] + c * corners[k][1];
            v->color = colors[i];
            v->tex_coord.x = uvs[k][0];
            v->tex_coord.y = uvs[k][1];
        }
        int *q = &peer->indices[6 * i];
        q[0] = 4 * i; q[1] = 4 * i + 1; q[2] = 4 * i + 2;
        q[3] = 4 * i; q[4] = 4 * i + 2; q[5] = 4 * i + 3;
    }
    return SDL_RenderGeometry(peer->renderer, peer->texture, peer->vertices, 4 * count, peer->indices, 6 * count);
}

void quad_peer_destroy(QuadPeer *peer) {
    if (!peer) return;
    SDL_DestroyTexture(peer->texture);
    free(peer->vertices);
    free(peer->indices);
    free(peer);
}
