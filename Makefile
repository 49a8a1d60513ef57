# Vitrine: `make run` opens the window, `make test` runs every test. Both install the system
# packages they need first (apt-get, with sudo when not root).

SWIFT        ?= swift
XVFB_SCREEN  := -screen 0 1280x800x24

# Build and run: SDL2, SDL2_ttf and SDL2_image headers (included as <SDL2/…>: no pkg-config), and
# Mesa's OpenGL/EGL drivers (llvmpipe).
RUN_PACKAGES   := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libpng-dev libjpeg-dev libwebp-dev libx11-dev libgl1-mesa-dri libegl1 libegl-mesa0
# Tests: a virtual X server, a way to press keys in it and read its clipboard, and ImageMagick's
# `import` for screenshots.
TEST_PACKAGES  := $(RUN_PACKAGES) xvfb xauth xdotool xclip imagemagick python3
# The benchmark (a package of its own in Benchmarks/) also draws with SDL2_gfx.
BENCH_PACKAGES := $(RUN_PACKAGES) libsdl2-gfx-dev imagemagick xvfb xauth

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# install-packages PACKAGES: apt-get install whichever of PACKAGES dpkg does not know as installed.
define install-packages
	@missing=""; for p in $(1); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi
endef

.PHONY: run test lint docs build bench soak shots swift-exports deps test-deps bench-deps clean

# The library modules with a DocC catalog (Sources/<module>/<module>.docc).
DOC_TARGETS = VitrineShowcase VitrineParallax VitrineFlowLayout VitrineMotion VitrineCanvas VitrineSDL

# The Swift `make lint` checks against .swift-format: all of it but the exports the tests compare
# with their generator's text and the examples of Examples/Swift, whose layout the tests read.
SWIFT_FORMAT_FILES = $(shell git ls-files '*.swift' | grep -v -e '^Tests/VitrineExportTests/Generated/' -e '^Examples/Swift/')

deps:
	$(call install-packages,$(RUN_PACKAGES))

test-deps:
	$(call install-packages,$(TEST_PACKAGES))

bench-deps:
	$(call install-packages,$(BENCH_PACKAGES))

build: deps
	$(SWIFT) build -c release --product vitrine

run: build
	@if [ -z "$$DISPLAY" ] && [ -z "$$WAYLAND_DISPLAY" ]; then \
	  echo "No display (DISPLAY and WAYLAND_DISPLAY are unset): run 'xvfb-run -a $$($(SWIFT) build -c release --show-bin-path)/vitrine', or headless: 'vitrine --headless --frames 60 --screenshot frame.png'."; \
	else \
	  "$$($(SWIFT) build -c release --show-bin-path)/vitrine"; \
	fi

# Unit tests run in parallel; the SDL suites render headless; the end-to-end suite opens real
# windows, so the whole run happens inside a virtual X server. The build refuses a module that
# imports one it does not depend on: the core (VitrinePlayground) cannot reach the file module
# through the shared build folder. Then the example package, which uses the libraries by path as
# a client would, is built and its window run for 30 frames; the README's example is built the
# same way from its two code blocks in a fresh folder; and the documentation's links are checked.
test: test-deps lint docs
	$(SWIFT) build --build-tests --explicit-target-dependency-import-check error
	xvfb-run -a -s "$(XVFB_SCREEN)" $(SWIFT) test --skip-build
	cd Examples && $(SWIFT) build
	xvfb-run -a -s "$(XVFB_SCREEN)" Examples/.build/debug/FirstCarousel --frames 30
	xvfb-run -a -s "$(XVFB_SCREEN)" Scripts/build-readme-example.sh
	python3 Scripts/check-doc-links.py README.md Docs/*.md Benchmarks/README.md

# The house style: swift-format (in the toolchain) with .swift-format; `swift format format -i`
# on the same files fixes what it finds.
lint:
	@echo "swift format lint --strict: $(words $(SWIFT_FORMAT_FILES)) files"
	@$(SWIFT) format lint --strict $(SWIFT_FORMAT_FILES)

# The libraries' documentation, with swift-docc-plugin: one archive per module in
# .build/plugins/Swift-DocC/outputs/; a warning (a broken symbol link, a parameter left
# undocumented) fails it.
docs:
	$(SWIFT) package --disable-sandbox generate-documentation $(addprefix --target ,$(DOC_TARGETS)) --warnings-as-errors

# The long soak: 100,000 frames of seeded random input through every preset, on a release
# build, every frame checked (a short one runs in `make test`).
soak: test-deps
	$(SWIFT) build -c release --product vitrine
	$(SWIFT) build --build-tests
	VITRINE_SOAK_FRAMES=100000 VITRINE_BINARY="$$($(SWIFT) build -c release --show-bin-path)/vitrine" \
	  xvfb-run -a -s "$(XVFB_SCREEN)" $(SWIFT) test --skip-build --filter Soak

# The benchmark's package depends on this one by path; the `vitrine` it runs every preset
# through is built in the same folder, next to `vitrine-bench`.
bench: bench-deps
	cd Benchmarks && $(SWIFT) build -c release --product vitrine
	cd Benchmarks && $(SWIFT) run -c release vitrine-bench

shots: build
	Scripts/make-shots.sh "$$($(SWIFT) build -c release --show-bin-path)/vitrine"

# The Swift the built-in presets export (`vitrine --print-swift`), committed in
# Tests/VitrineExportTests/Generated/, which the tests compile against the library and compare
# with the generator's text; then the exports of the configurations the tests build directly.
swift-exports: deps
	$(SWIFT) build --product vitrine
	Scripts/make-swift-exports.sh "$$($(SWIFT) build --show-bin-path)/vitrine"
	$(SWIFT) build --build-tests
	VITRINE_WRITE_EXPORTS=1 $(SWIFT) test --skip-build --filter VitrineExportTests.ExportFileTests

clean:
	rm -rf .build Benchmarks/.build
