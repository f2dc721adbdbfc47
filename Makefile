# marquee: build, install, uninstall, test.
#
#   make                                  a release binary in .build/release
#   make install PREFIX=/usr/local DESTDIR=
#   make uninstall PREFIX=/usr/local DESTDIR=
#   make test
#   make link-order                       trace a release run again (valgrind) and rewrite
#                                         Sources/marquee/link-order.txt
#
# BIN is the binary that install copies; tests point it at the debug binary they
# already have instead of building a release one.

PREFIX = /usr/local
DESTDIR =
BINDIR = $(PREFIX)/bin
MANDIR = $(PREFIX)/share/man
DATADIR = $(PREFIX)/share

RELEASE = .build/release/marquee
BIN = $(RELEASE)

SOURCES = Package.swift $(shell find Sources -name '*.swift')

all: $(RELEASE)

$(RELEASE): $(SOURCES)
	swift build -c release

install: $(BIN)
	# Stripped: the debug information is most of the binary, and no user needs it.
	install -Dm755 -s "$(BIN)" "$(DESTDIR)$(BINDIR)/marquee"
	install -Dm644 man/marquee.1 "$(DESTDIR)$(MANDIR)/man1/marquee.1"
	install -Dm644 completions/marquee.bash "$(DESTDIR)$(DATADIR)/bash-completion/completions/marquee"
	install -Dm644 completions/_marquee "$(DESTDIR)$(DATADIR)/zsh/site-functions/_marquee"
	install -Dm644 completions/marquee.fish "$(DESTDIR)$(DATADIR)/fish/vendor_completions.d/marquee.fish"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/marquee"
	rm -f "$(DESTDIR)$(MANDIR)/man1/marquee.1"
	rm -f "$(DESTDIR)$(DATADIR)/bash-completion/completions/marquee"
	rm -f "$(DESTDIR)$(DATADIR)/zsh/site-functions/_marquee"
	rm -f "$(DESTDIR)$(DATADIR)/fish/vendor_completions.d/marquee.fish"

test:
	swift test

link-order:
	python3 Scripts/generate-link-order

.PHONY: all install uninstall test link-order
