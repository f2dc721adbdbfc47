# marquee: build, install, uninstall, test, release archives.
#
#   make                                  a release binary in .build/release
#   make install PREFIX=/usr/local DESTDIR=
#   make uninstall PREFIX=/usr/local DESTDIR=
#   make test
#   make dist                             dist/marquee-VERSION-ARCH-linux.tar.gz and its .sha256
#   make deb                              dist/marquee_VERSION-REVISION_ARCH.deb (docs/releasing.md)
#   make version, make deb-version        print VERSION, VERSION-REVISION
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
DOCDIR = $(DATADIR)/doc/marquee

RELEASE = .build/release/marquee
BIN = $(RELEASE)

SOURCES = Package.swift $(shell find Sources -name '*.swift')

# The version has one home, the string `marquee --version` prints; the archive, the
# package and the man page take it from there (ReleaseVersionTests holds them to it).
VERSION := $(shell sed -n 's/^ *package static let version = "\([^"]*\)"$$/\1/p' Sources/MarqueeCore/Options/HelpText.swift)

# Release archives and the package. The archive is named by the machine (x86_64), the
# package by Debian's name for it (amd64). The package's version is its changelog's
# newest, VERSION-REVISION, the revision counting packagings of one VERSION.
DISTDIR = dist
ARCH := $(shell uname -m)
DIST_NAME = marquee-$(VERSION)-$(ARCH)-linux
DIST = $(DISTDIR)/$(DIST_NAME).tar.gz
DEB_VERSION := $(shell sed -n '1s/^marquee (\([^ ]*\)) .*/\1/p' packaging/debian/changelog)
DEB_ARCH := $(shell dpkg --print-architecture 2>/dev/null || echo unknown)
DEB = $(DISTDIR)/marquee_$(DEB_VERSION)_$(DEB_ARCH).deb
# Every time stamp in the archive and the package is the last commit's, so building the
# same commit twice in one directory gives the same bytes (the binary holds its sources'
# paths).
SOURCE_DATE_EPOCH := $(shell git log -1 --format=%ct 2>/dev/null || echo 0)
export SOURCE_DATE_EPOCH

all: $(RELEASE)

$(RELEASE): $(SOURCES)
	swift build -c release

install: $(BIN)
	# Stripped: the debug information is most of the binary, and no user needs it.
	install -Dm755 -s "$(BIN)" "$(DESTDIR)$(BINDIR)/marquee"
	# The linkers' version strings too, as Debian's packaging tools strip them.
	strip --remove-section=.comment "$(DESTDIR)$(BINDIR)/marquee"
	install -Dm644 man/marquee.1 "$(DESTDIR)$(MANDIR)/man1/marquee.1"
	install -Dm644 completions/marquee.bash "$(DESTDIR)$(DATADIR)/bash-completion/completions/marquee"
	install -Dm644 completions/_marquee "$(DESTDIR)$(DATADIR)/zsh/site-functions/_marquee"
	install -Dm644 completions/marquee.fish "$(DESTDIR)$(DATADIR)/fish/vendor_completions.d/marquee.fish"
	install -Dm644 README.md "$(DESTDIR)$(DOCDIR)/README.md"
	install -Dm644 CHANGELOG.md "$(DESTDIR)$(DOCDIR)/CHANGELOG.md"
	install -Dm644 LICENSE "$(DESTDIR)$(DOCDIR)/LICENSE"
	install -Dm644 THIRD-PARTY-NOTICES.md "$(DESTDIR)$(DOCDIR)/THIRD-PARTY-NOTICES.md"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/marquee"
	rm -f "$(DESTDIR)$(MANDIR)/man1/marquee.1"
	rm -f "$(DESTDIR)$(DATADIR)/bash-completion/completions/marquee"
	rm -f "$(DESTDIR)$(DATADIR)/zsh/site-functions/_marquee"
	rm -f "$(DESTDIR)$(DATADIR)/fish/vendor_completions.d/marquee.fish"
	rm -f "$(DESTDIR)$(DOCDIR)/README.md" "$(DESTDIR)$(DOCDIR)/CHANGELOG.md"
	rm -f "$(DESTDIR)$(DOCDIR)/LICENSE" "$(DESTDIR)$(DOCDIR)/THIRD-PARTY-NOTICES.md"
	rmdir "$(DESTDIR)$(DOCDIR)" 2>/dev/null || true

version:
	@echo $(VERSION)

deb-version:
	@echo $(DEB_VERSION)

# The archive holds one directory, laid out as `make install` lays a prefix out, so it
# unpacks into /usr/local with --strip-components=1 or runs from where it is unpacked.
# Owners, order and times are fixed, and gzip stores no name or time, for the same bytes
# from the same commit.
dist: $(DIST)

$(DIST): $(RELEASE) $(MAKEFILE_LIST) man/marquee.1 completions/* README.md CHANGELOG.md LICENSE THIRD-PARTY-NOTICES.md
	@test -n "$(VERSION)" || { echo "make: no version in HelpText.swift" >&2; exit 1; }
	rm -rf "$(DISTDIR)/$(DIST_NAME)"
	$(MAKE) --no-print-directory install DESTDIR="$(CURDIR)/$(DISTDIR)/$(DIST_NAME)" PREFIX=
	tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=@$(SOURCE_DATE_EPOCH) \
	    -C "$(DISTDIR)" -cf - "$(DIST_NAME)" | gzip -9n > "$@"
	rm -rf "$(DISTDIR)/$(DIST_NAME)"
	cd "$(DISTDIR)" && sha256sum "$(DIST_NAME).tar.gz" > "$(DIST_NAME).tar.gz.sha256"

# The package is `make install` into a staging root with PREFIX=/usr, changed where
# Debian's policy wants it otherwise: the man page and changelogs gzipped, zsh's
# completion where Debian's zsh looks, the licence and
# notices carried by the machine-readable copyright file instead, lintian's overrides
# with their reasons. packaging/debian/ holds the files; docs/releasing.md says more.
deb: $(DEB)

$(DEB): $(RELEASE) $(MAKEFILE_LIST) $(wildcard packaging/debian/*) man/marquee.1 completions/* README.md CHANGELOG.md LICENSE THIRD-PARTY-NOTICES.md
	@test -n "$(VERSION)" || { echo "make: no version in HelpText.swift" >&2; exit 1; }
	rm -rf "$(DISTDIR)/deb"
	$(MAKE) --no-print-directory install DESTDIR="$(CURDIR)/$(DISTDIR)/deb" PREFIX=/usr
	# zsh on Debian looks in vendor-completions, not site-functions (which is for /usr/local).
	cd "$(DISTDIR)/deb/usr/share" && gzip -9n man/man1/marquee.1 \
	    && mkdir zsh/vendor-completions && mv zsh/site-functions/_marquee zsh/vendor-completions/ \
	    && rmdir zsh/site-functions \
	    && rm doc/marquee/LICENSE doc/marquee/THIRD-PARTY-NOTICES.md \
	    && mv doc/marquee/CHANGELOG.md doc/marquee/changelog && gzip -9n doc/marquee/changelog
	install -Dm644 packaging/debian/copyright "$(DISTDIR)/deb/usr/share/doc/marquee/copyright"
	gzip -9n < packaging/debian/changelog > "$(DISTDIR)/deb/usr/share/doc/marquee/changelog.Debian.gz"
	chmod 644 "$(DISTDIR)/deb/usr/share/doc/marquee/changelog.Debian.gz"
	install -Dm644 packaging/debian/lintian-overrides "$(DISTDIR)/deb/usr/share/lintian/overrides/marquee"
	@case "$(DEB_VERSION)" in "$(VERSION)"-*) ;; *) echo "make: packaging/debian/changelog is at $(DEB_VERSION), not $(VERSION)-N" >&2; exit 1;; esac
	packaging/debian/control "$(DISTDIR)/deb/usr/bin/marquee" "$(DEB_VERSION)" "$(DEB_ARCH)" \
	    "$(DISTDIR)/deb" > "$(DISTDIR)/control"
	install -Dm644 "$(DISTDIR)/control" "$(DISTDIR)/deb/DEBIAN/control"
	rm "$(DISTDIR)/control"
	cd "$(DISTDIR)/deb" && find usr -type f | LC_ALL=C sort | xargs md5sum > DEBIAN/md5sums
	find "$(DISTDIR)/deb" -exec touch -h -d @$(SOURCE_DATE_EPOCH) {} +
	dpkg-deb --root-owner-group -Zxz --build "$(DISTDIR)/deb" "$@"
	rm -rf "$(DISTDIR)/deb"

test:
	swift test

link-order:
	python3 Scripts/generate-link-order

.PHONY: all install uninstall version deb-version dist deb test link-order
