// The C side of Vitrine: SDL2, SDL2_ttf, SDL2_image, libpng, libjpeg and libwebp, plus static inline wrappers for the
// function-like macros that Swift cannot import. Only the VitrineSDL module imports this.
#ifndef VITRINE_CSDL2_SHIM_H
#define VITRINE_CSDL2_SHIM_H

// Through the SDL2/ folder of the system's include path, so that no pkg-config flags are needed
// (SDL's own `-D_REENTRANT` is one SwiftPM refuses, with a warning in every build of a client);
// SDL_ttf.h and SDL_image.h find "SDL.h" beside themselves.
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_syswm.h>
#include <png.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <setjmp.h>
#include <jpeglib.h>
#include <webp/decode.h>
#include <sched.h>
#include <sys/resource.h>
#if defined(__linux__)
#include <sys/prctl.h>
#endif
#include <sys/syscall.h>
#include <limits.h>
#ifdef __linux__
#include <linux/futex.h>
#endif
#include <unistd.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

/// SDL_WINDOWPOS_CENTERED, a function-like macro in SDL_video.h.
static inline int vitrine_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }

/// SDL_MUSTLOCK(surface): whether the surface must be locked before touching its pixels.
static inline int vitrine_surface_must_lock(SDL_Surface *surface) { return SDL_MUSTLOCK(surface) ? 1 : 0; }

/// The name the OpenGL driver gives itself (GL_RENDERER: "llvmpipe (LLVM 15.0.6, 256 bits)", a
/// GPU's model), for the context current on this thread; NULL without one.
static inline const char *vitrine_gl_renderer(void) {
    if (SDL_GL_GetCurrentContext() == NULL) return NULL;
    typedef const unsigned char *(*vitrine_gl_get_string)(unsigned int);
    vitrine_gl_get_string get_string = (vitrine_gl_get_string)SDL_GL_GetProcAddress("glGetString");
    return get_string ? (const char *)get_string(0x1F01 /* GL_RENDERER */) : NULL;
}

/// Where the pointer was during a wheel event, in window coordinates: sets `x` and `y` and
/// returns 1 with SDL 2.26 or later (`mouseX`, `mouseY`), returns 0 with an older SDL, whose
/// wheel events do not say.
static inline int vitrine_wheel_position(const SDL_MouseWheelEvent *wheel, int *x, int *y) {
#if SDL_VERSION_ATLEAST(2, 26, 0)
    *x = wheel->mouseX;
    *y = wheel->mouseY;
    return 1;
#else
    (void)wheel; (void)x; (void)y;
    return 0;
#endif
}

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

// Only where this SDL was built with its X11 driver (SDL_syswm.h's `info.x11` exists only then):
// not on macOS, whose SDL has none even when Homebrew's libx11 headers are on the path.
#if defined(SDL_VIDEO_DRIVER_X11) && __has_include(<X11/Xlib.h>)
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

/// Asks X to send the window's resize requests from other programs (xdotool, a window manager)
/// to Vitrine instead of carrying them out (ResizeRedirect), so that a size beyond the window's
/// limits is never applied, not even for the one frame it would take to set it back: the
/// OpenGL driver would draw that frame into buffers of the giant size (a 32767 x 32767 window
/// crashed llvmpipe). Only without a window manager (Xvfb, a bare X server): a manager keeps to
/// the window's maximum size itself, and resizes the window through its frame, which a
/// redirected request would bypass. Returns 1 when X agreed (one program at most may ask this
/// of a window).
static inline int vitrine_redirect_resizes(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return 0;
    Display *display = info.info.x11.display;
    Window xwindow = info.info.x11.window;
    // A manager: it announces itself on the root window (EWMH), or it has put the window in a frame.
    Atom check = XInternAtom(display, "_NET_SUPPORTING_WM_CHECK", True);
    if (check != None) {
        Atom type; int format; unsigned long count, remaining; unsigned char *data = NULL;
        int found = XGetWindowProperty(display, DefaultRootWindow(display), check, 0, 1, False, AnyPropertyType,
                                       &type, &format, &count, &remaining, &data) == Success && type != None;
        if (data) XFree(data);
        if (found) return 0;
    }
    Window root, parent, *children = NULL;
    unsigned int childCount = 0;
    if (!XQueryTree(display, xwindow, &root, &parent, &children, &childCount)) return 0;
    if (children) XFree(children);
    if (parent != root) return 0;
    XWindowAttributes attributes;
    if (!XGetWindowAttributes(display, xwindow, &attributes)) return 0;
    XErrorHandler previous = XSetErrorHandler(vitrine_ignore_x_error);
    XSelectInput(display, xwindow, attributes.your_event_mask | ResizeRedirectMask);
    XSync(display, False);
    XSetErrorHandler(previous);
    if (!XGetWindowAttributes(display, xwindow, &attributes)) return 0;
    return (attributes.your_event_mask & ResizeRedirectMask) != 0;
}

/// When `message` is a resize request redirected by `vitrine_redirect_resizes`, gives the size
/// asked for and returns 1; returns 0 for any other message.
static inline int vitrine_resize_request(const SDL_SysWMmsg *message, int *width, int *height) {
    if (message == NULL || message->subsystem != SDL_SYSWM_X11) return 0;
    const XEvent *event = &message->msg.x11.event;
    if (event->type != ResizeRequest) return 0;
    *width = event->xresizerequest.width;
    *height = event->xresizerequest.height;
    return 1;
}

/// Answers the resize request `message` by giving the window `width` x `height` pixels.
static inline void vitrine_answer_resize_request(const SDL_SysWMmsg *message, int width, int height) {
    const XResizeRequestEvent *request = &message->msg.x11.event.xresizerequest;
    XResizeWindow(request->display, request->window, (unsigned int)width, (unsigned int)height);
    XFlush(request->display);
}
#else
static inline void *vitrine_ignore_x_errors(void) { return (void *)0; }
static inline void vitrine_restore_x_errors(void *previous) { (void)previous; }
static inline int vitrine_redirect_resizes(SDL_Window *window) { (void)window; return 0; }
static inline int vitrine_resize_request(const SDL_SysWMmsg *message, int *width, int *height) {
    (void)message; (void)width; (void)height;
    return 0;
}
static inline void vitrine_answer_resize_request(const SDL_SysWMmsg *message, int width, int height) {
    (void)message; (void)width; (void)height;
}
#endif

/// Opens the file at `path` for reading; each read of the stream returned waits first while the
/// int at `pause` is not 0 (see `vitrine_wait_while_set`), so that a decoder reading it a
/// little at a time (libpng reads a PNG's compressed rows as it needs them) waits between
/// rows. The stream reads at most `chunk` bytes at a time. Where the C library cannot make such
/// a stream (it is glibc's `fopencookie`), or `pause` is NULL, the plain file. NULL when the
/// file cannot be opened. Close it with `fclose`.
FILE *vitrine_open_held(const char *path, const int *pause, size_t chunk);

/// Decodes the PNG file at `path` as 8-bit straight RGBA with libpng's simplified API, which
/// reports a damaged file in `message` (64 bytes) rather than on stderr, as SDL2_image's use of
/// libpng does. Returns the pixels (free them with `free`), width × height × 4 bytes, and sets
/// `width` and `height`; returns NULL with `message` set when the file cannot be decoded, or
/// when it has more than `largestPixelCount` pixels. While the int at `pause` (when not NULL)
/// is not 0, the decoding waits before its next 4 KiB of the file (`vitrine_open_held`).
static inline unsigned char *vitrine_decode_png(
    const char *path, long largestPixelCount, int *width, int *height, char *message, const int *pause) {
    FILE *file = vitrine_open_held(path, pause, 4096);
    if (!file) {
        strncpy(message, "it could not be opened", 63);
        return NULL;
    }
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_stdio(&image, file)) {
        strncpy(message, image.message, 63);
        message[63] = 0;
        fclose(file);
        return NULL;
    }
    if (image.width == 0 || image.height == 0 || (long)image.width > largestPixelCount / (long)image.height) {
        png_image_free(&image);
        fclose(file);
        strncpy(message, "it has more pixels than a picture may have", 63);
        return NULL;
    }
    image.format = PNG_FORMAT_RGBA;
    unsigned char *pixels = (unsigned char *)malloc((size_t)image.width * image.height * 4);
    if (!pixels) {
        png_image_free(&image);
        fclose(file);
        strncpy(message, "out of memory", 63);
        return NULL;
    }
    if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
        strncpy(message, image.message, 63);
        message[63] = 0;
        free(pixels);
        fclose(file);
        return NULL;
    }
    fclose(file);
    *width = (int)image.width;
    *height = (int)image.height;
    return pixels;
}

/// How libjpeg reports an error to `vitrine_decode_jpeg`: the message, kept rather than printed,
/// and a jump back to the decoder (the longjmp stays inside this C code).
struct vitrine_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char *message;
};

static inline void vitrine_jpeg_error_exit(j_common_ptr info) {
    struct vitrine_jpeg_error *error = (struct vitrine_jpeg_error *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    strncpy(error->message, text, 63);
    error->message[63] = 0;
    longjmp(error->jump, 1);
}

/// Warnings (a file that ends early, whose missing rows libjpeg fills) are not printed.
static inline void vitrine_jpeg_output_message(j_common_ptr info) { (void)info; }

/// Returns once the int at `flag` is 0 (at once when `flag` is NULL): a decoding thread calls it
/// between rows, so that the frame loop can hold it while a frame is drawn (see
/// `vitrine_set_flag`). On Linux the thread sleeps in the kernel until the flag is cleared (a
/// futex: no wake-ups while it waits); elsewhere it looks again every quarter millisecond.
static inline void vitrine_wait_while_set(const int *flag) {
    if (!flag) return;
    int value;
    while ((value = __atomic_load_n(flag, __ATOMIC_ACQUIRE)) != 0) {
#ifdef __linux__
        // Sleeps only while the flag still holds `value`; returns at once if it changed.
        syscall(SYS_futex, flag, FUTEX_WAIT_PRIVATE, value, NULL, NULL, 0);
#else
        struct timespec step = { .tv_sec = 0, .tv_nsec = 250000 };
        nanosleep(&step, NULL);
#endif
    }
}

/// Decodes the WebP file at `path` as 8-bit straight RGBA with libwebp's incremental decoder,
/// fed 4 KiB of the file at a time; before each, it waits while the int at `pause` (when not
/// NULL) is not 0 (see `vitrine_wait_while_set`). An opaque picture larger than `scaledWidth` ×
/// `scaledHeight` is scaled down to that size in the decoder (libwebp's rescaler averages, as
/// Vitrine's own scaling does); one with alpha is decoded whole, for the caller to average with
/// each pixel weighted by its alpha. Returns the pixels (free them with `free`) and sets `width`
/// and `height` to the decoded size and `fullWidth` and `fullHeight` to the picture's own;
/// returns NULL with `message` (64 bytes) set when the file cannot be decoded, is animated, or
/// has more than `largestPixelCount` pixels.
static inline unsigned char *vitrine_decode_webp(
    const char *path, int scaledWidth, int scaledHeight, long largestPixelCount, int *width, int *height,
    int *fullWidth, int *fullHeight, char *message, const int *pause) {
    FILE *file = fopen(path, "rb");
    if (!file) {
        strncpy(message, "it could not be opened", 63);
        return NULL;
    }
    enum { chunk = 4096 };
    uint8_t buffer[chunk];
    // The file's start, read until it holds the features (the RIFF header and the first chunks).
    uint8_t *head = NULL;
    size_t headSize = 0;
    unsigned char *pixels = NULL;
    WebPIDecoder *decoder = NULL;
    const char *problem = NULL;
    WebPDecoderConfig config;
    if (!WebPInitDecoderConfig(&config)) {
        problem = "libwebp is not the version Vitrine was built with";
        goto done;
    }
    VP8StatusCode status = VP8_STATUS_NOT_ENOUGH_DATA;
    while (status == VP8_STATUS_NOT_ENOUGH_DATA && headSize < 65536) {
        vitrine_wait_while_set(pause);
        size_t count = fread(buffer, 1, chunk, file);
        if (count == 0) break;
        uint8_t *grown = (uint8_t *)realloc(head, headSize + count);
        if (!grown) {
            problem = "out of memory";
            goto done;
        }
        head = grown;
        memcpy(head + headSize, buffer, count);
        headSize += count;
        status = WebPGetFeatures(head, headSize, &config.input);
    }
    int pictureWidth = config.input.width, pictureHeight = config.input.height;
    if (status != VP8_STATUS_OK) {
        problem = status == VP8_STATUS_NOT_ENOUGH_DATA ? "it ends before its header does" : "its header is damaged";
    } else if (config.input.has_animation) {
        problem = "it is animated; only still WebP pictures are shown";
    } else if (pictureWidth <= 0 || pictureHeight <= 0 || (long)pictureWidth > largestPixelCount / (long)pictureHeight) {
        problem = "it has more pixels than a picture may have";
    }
    if (problem) goto done;
    int outputWidth = pictureWidth, outputHeight = pictureHeight;
    if (!config.input.has_alpha && scaledWidth > 0 && scaledHeight > 0
        && (scaledWidth < pictureWidth || scaledHeight < pictureHeight)) {
        config.options.use_scaling = 1;
        config.options.scaled_width = outputWidth = scaledWidth;
        config.options.scaled_height = outputHeight = scaledHeight;
    }
    size_t stride = (size_t)outputWidth * 4, size = stride * (size_t)outputHeight;
    pixels = (unsigned char *)malloc(size);
    if (!pixels) {
        problem = "out of memory";
        goto done;
    }
    config.output.colorspace = MODE_RGBA;
    config.output.is_external_memory = 1;
    config.output.u.RGBA.rgba = pixels;
    config.output.u.RGBA.stride = (int)stride;
    config.output.u.RGBA.size = size;
    decoder = WebPIDecode(NULL, 0, &config);
    if (!decoder) {
        problem = "libwebp could not start decoding it";
        goto done;
    }
    status = WebPIAppend(decoder, head, headSize);
    while (status == VP8_STATUS_SUSPENDED) {
        vitrine_wait_while_set(pause);
        size_t count = fread(buffer, 1, chunk, file);
        if (count == 0) break;
        status = WebPIAppend(decoder, buffer, count);
    }
    if (status != VP8_STATUS_OK) {
        problem = ferror(file) ? "it could not be read to its end"
            : status == VP8_STATUS_SUSPENDED ? "it ends before its picture does"
            : status == VP8_STATUS_UNSUPPORTED_FEATURE ? "it uses a feature libwebp does not decode"
            : status == VP8_STATUS_OUT_OF_MEMORY ? "out of memory"
            : "its picture data is damaged";
        goto done;
    }
    *width = outputWidth;
    *height = outputHeight;
    *fullWidth = pictureWidth;
    *fullHeight = pictureHeight;
done:
    // The decoder goes; the pixels it wrote are Vitrine's memory, kept or freed here.
    if (decoder) WebPIDelete(decoder);
    free(head);
    fclose(file);
    if (problem) {
        strncpy(message, problem, 63);
        free(pixels);
        return NULL;
    }
    return pixels;
}

/// Decodes the JPEG file at `path` as 8-bit RGBA with libjpeg(-turbo), scaled down by 1/2, 1/4 or
/// 1/8 in the decoder itself (its DCT scaling: an eighth of the work for an eighth of the size)
/// as far as the longer side stays at least `longestSide`. Returns the pixels (free them with
/// `free`) and sets `width` and `height` to the decoded size and `fullWidth` and `fullHeight` to
/// the picture's own; returns NULL with `message` (64 bytes) set when the file cannot be
/// decoded or has more than `largestPixelCount` pixels. Nothing is written on stderr. While the
/// int at `pause` (when not NULL) is not 0, the decoding waits before its next row (libjpeg
/// decodes a band of 8 or 16 at a time): see `vitrine_wait_while_set`.
static inline unsigned char *vitrine_decode_jpeg(
    const char *path, int longestSide, long largestPixelCount, int *width, int *height, int *fullWidth,
    int *fullHeight, char *message, const int *pause) {
    FILE *file = fopen(path, "rb");
    if (!file) {
        strncpy(message, "it could not be opened", 63);
        return NULL;
    }
    struct jpeg_decompress_struct info;
    struct vitrine_jpeg_error error;
    unsigned char *volatile pixels = NULL;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = vitrine_jpeg_error_exit;
    error.manager.output_message = vitrine_jpeg_output_message;
    error.message = message;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        fclose(file);
        free(pixels);
        return NULL;
    }
    jpeg_create_decompress(&info);
    jpeg_stdio_src(&info, file);
    jpeg_read_header(&info, TRUE);
    if (info.image_width == 0 || info.image_height == 0
        || (long)info.image_width > largestPixelCount / (long)info.image_height) {
        strncpy(message, "it has more pixels than a picture may have", 63);
        jpeg_destroy_decompress(&info);
        fclose(file);
        return NULL;
    }
    *fullWidth = (int)info.image_width;
    *fullHeight = (int)info.image_height;
    unsigned int longer = info.image_width > info.image_height ? info.image_width : info.image_height;
    unsigned int denominator = 1;
    while (denominator < 8 && longer / (denominator * 2) >= (unsigned int)(longestSide > 0 ? longestSide : 1)) {
        denominator *= 2;
    }
    info.scale_num = 1;
    info.scale_denom = denominator;
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    size_t rowBytes = (size_t)info.output_width * 4;
    pixels = (unsigned char *)malloc(rowBytes * info.output_height);
    if (!pixels) {
        strncpy(message, "out of memory", 63);
        jpeg_destroy_decompress(&info);
        fclose(file);
        return NULL;
    }
    while (info.output_scanline < info.output_height) {
        vitrine_wait_while_set(pause);
        JSAMPROW row = pixels + rowBytes * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    fclose(file);
    return pixels;
}

/// Sets the int at `flag` to `value` for other threads to read, and wakes the threads waiting in
/// `vitrine_wait_while_set` when it is 0.
static inline void vitrine_set_flag(int *flag, int value) {
    __atomic_store_n(flag, value, __ATOMIC_RELEASE);
#ifdef __linux__
    if (value == 0) syscall(SYS_futex, flag, FUTEX_WAKE_PRIVATE, INT_MAX, NULL, NULL, 0);
#endif
}

/// Lowers the calling thread's scheduling priority to `niceness` (Linux threads have their
/// own), so that decoding pictures yields to the frame loop and the renderer's threads.
static inline void vitrine_lower_thread_priority(int niceness) {
#if defined(__linux__)
    setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), niceness);
#else
    (void)niceness;
#endif
}

/// How many cores the calling process may run on (its CPU affinity, as `taskset` sets it), or 0
/// where the kernel does not say.
static inline int vitrine_affinity_core_count(void) {
#ifdef __linux__
    unsigned long mask[64];
    long bytes = syscall(SYS_sched_getaffinity, 0, sizeof mask, mask);
    if (bytes <= 0) return 0;
    int count = 0;
    for (long word = 0; word < bytes / (long)sizeof mask[0]; word++) count += __builtin_popcountl(mask[word]);
    return count;
#else
    return 0;
#endif
}

/// Names the calling thread `name` as the system shows it (`top -H`, `perf`, `/proc/…/comm`;
/// Linux keeps 15 bytes). Foundation's `Thread.name`, set first thing in a new thread, sometimes
/// leaves the system's name as it was: in about one run in five of a test, the thread kept the
/// name of the thread that made it.
static inline void vitrine_name_current_thread(const char *name) {
#if defined(__linux__)
    prctl(PR_SET_NAME, (unsigned long)name, 0, 0, 0);
#elif defined(__APPLE__)
    pthread_setname_np(name);
#else
    (void)name;
#endif
}

/// Makes the calling thread run only on cores nothing else wants (Linux's `SCHED_IDLE`, per
/// thread: any other thread that wakes takes its core at once), so that decoding pictures never
/// slows a frame's rendering; where that is refused, lowers its priority to the least.
static inline void vitrine_make_thread_idle(void) {
#if defined(__linux__)
    // SCHED_IDLE is 5 in Linux's ABI; glibc names it only with _GNU_SOURCE.
    struct sched_param parameter = { .sched_priority = 0 };
    if (syscall(SYS_sched_setscheduler, (pid_t)syscall(SYS_gettid), 5, &parameter) != 0) {
        setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), 19);
    }
#endif
}

#endif
