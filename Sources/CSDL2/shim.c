// The C target's one translation unit: most of CSDL2 is in include/shim.h, as static inline
// functions that each importer compiles; here is what needs feature macros of its own (a
// stream that waits while a frame is drawn, through glibc's fopencookie). Being a target with
// sources rather than a system library, its header is tracked, so that a change to it rebuilds
// the modules that import it.
// For fopencookie, declared by <stdio.h> only with it.
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "shim.h"
#include <stdlib.h>

#if defined(__GLIBC__)
/// A file read through `vitrine_open_held`, and the flag its reads wait on.
struct vitrine_held_file {
    FILE *file;
    const int *pause;
};

static ssize_t vitrine_held_read(void *cookie, char *buffer, size_t size) {
    struct vitrine_held_file *held = (struct vitrine_held_file *)cookie;
    vitrine_wait_while_set(held->pause);
    size_t count = fread(buffer, 1, size, held->file);
    return ferror(held->file) ? -1 : (ssize_t)count;
}

static int vitrine_held_close(void *cookie) {
    struct vitrine_held_file *held = (struct vitrine_held_file *)cookie;
    int result = fclose(held->file);
    free(held);
    return result;
}
#endif

FILE *vitrine_open_held(const char *path, const int *pause, size_t chunk) {
    FILE *file = fopen(path, "rb");
    if (!file || !pause) return file;
#if defined(__GLIBC__)
    struct vitrine_held_file *held = (struct vitrine_held_file *)malloc(sizeof *held);
    if (!held) return file;
    held->file = file;
    held->pause = pause;
    cookie_io_functions_t functions = { .read = vitrine_held_read, .write = NULL, .seek = NULL, .close = vitrine_held_close };
    FILE *stream = fopencookie(held, "rb", functions);
    if (!stream) {
        free(held);
        return file;
    }
    // Reads of `chunk` bytes: a wait between each.
    setvbuf(stream, NULL, _IOFBF, chunk);
    return stream;
#else
    (void)chunk;
    return file;
#endif
}
