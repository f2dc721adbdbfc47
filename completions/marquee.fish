# fish completion for marquee(1)
#
# The lines between the "Generated from the option table" and "End of the generated
# lines" comments are made from the option table (Sources/MarqueeCore/Options/
# OptionTable.swift) by Scripts/generate-completions; Tests/MarqueeTests/
# GeneratedCompletionTests.swift fails while they are not what the table makes, and
# OptionConsistencyTests.swift reads them back, one option a line: -s and -l for its
# names, -a for the choices, -d for its help text.

# TEXT is free text, not file names.
complete -c marquee -f

# Generated from the option table by Scripts/generate-completions: edit the table.
complete -c marquee -s w -l width -x -d 'viewport width in columns'
complete -c marquee -s H -l height -x -d 'viewport height in rows (directions up and down)'
complete -c marquee -s m -l mode -x -a 'scroll slide bounce page static restart' -d 'motion: scroll, slide, bounce, page, static or restart'
complete -c marquee -s d -l direction -x -a 'left right up down' -d 'direction the text moves: left, right, up or down'
complete -c marquee -s i -l interval -x -d 'time between frames (0.25, 0.25s, 250ms)'
complete -c marquee -l speed -x -d 'columns (rows) per second; sets the interval to step / CPS'
complete -c marquee -s s -l step -x -d 'columns (rows) moved per frame'
complete -c marquee -l separator -x -d 'text between repetitions and between input lines'
complete -c marquee -l gap -x -d 'separator of N spaces (N blank rows up and down; default 1 row)'
complete -c marquee -l align -x -a 'left center right' -d 'where text that fits stands: left, center or right'
complete -c marquee -l always -d 'move the text even when it fits'
complete -c marquee -l shrink -d 'show text that fits at its own width, unpadded'
complete -c marquee -l ellipsis -d 'static mode: end text wider than the viewport with TEXT (… without TEXT)'
complete -c marquee -s T -l template -x -d 'a line of fields, each a viewport of its own (TEMPLATES in marquee(1))'
complete -c marquee -l field-separator -x -d 'what splits the text into the numbered fields of --template'
complete -c marquee -l enter -d 'start with the text outside the viewport and move it in'
complete -c marquee -l pause -x -d 'hold at the start of each loop, at each end, on each page'
complete -c marquee -s n -l loops -x -d 'stop after N passes'
complete -c marquee -s t -l timeout -x -d 'stop after this long'
complete -c marquee -l frames -x -d 'stop after N frames'
complete -c marquee -l frame -x -d 'print frame K alone and exit'
complete -c marquee -l once -d 'print the frame for the current time and exit (prompts, tmux)'
complete -c marquee -s f -l follow -d 'read standard input as a stream; each line replaces the text'
complete -c marquee -l update -x -a '(__fish_complete_command)' -d 'run CMD with /bin/sh every --every; its output replaces the text'
complete -c marquee -l pause-if -x -a '(__fish_complete_command)' -d 'run CMD with /bin/sh every --every; hold still while it exits 0'
complete -c marquee -l paused-at -x -a 'here start' -d 'where --pause-if and SIGUSR1 hold the text: here or back at its start'
complete -c marquee -l every -x -d 'how often --update and --pause-if run their commands'
complete -c marquee -l tween -x -d 'count changed numbers from old to new value over this long'
complete -c marquee -s F -l format -x -a 'ansi plain tmux polybar lemonbar xmobar pango json bash zsh' -d 'markup for the consumer: ansi, plain, tmux, polybar, lemonbar, xmobar, pango, json, bash, zsh'
complete -c marquee -l color -x -a 'auto always never' -d 'keep the text\'s colours: auto, always or never'
complete -c marquee -s l -l lines -d 'one frame per line, even on a terminal'
complete -c marquee -l inplace -d 'redraw in place, even when not on a terminal'
complete -c marquee -l prefix -x -d 'fixed text before the viewport'
complete -c marquee -l suffix -x -d 'fixed text after the viewport'
complete -c marquee -l tabsize -x -d 'columns between tab stops'
complete -c marquee -l ambiguous-width -x -a '1 2' -d 'columns for East Asian Ambiguous characters: 1 or 2'
complete -c marquee -l cell-width -x -d 'columns for code points, over the profile: U+E000-U+F8FF=2 for icon fonts'
complete -c marquee -l terminal -x -a 'auto generic probe absolutetelnet/ssh alacritty alacritty-0.11 alacritty-0.15 apple_terminal bobcat contour extraterm foot foot-1.13 ghostty hyper iterm.app iterm2 kitty kitty-0.26 kitty-0.41 konsole konsole-22.12 mintty mlterm mlterm-3.9 pterm putty rio rxvt rxvt-unicode-256color screen st st-0.9 st-256color tabby terminology tmux-3.3 tmux-3.4 tmux-3.5 tmux-3.6 tmux-3.6a tmux-3.7 urxvt urxvt-9.30 vscode vte warp warpterminal wezterm xterm xterm-ghostty xterm-kitty xterm.js' -d 'measure as this terminal draws: auto, generic, probe or a terminal name'
complete -c marquee -l libc -x -a 'auto musl glibc-2.31 glibc-2.32 glibc-2.33 glibc-2.34 glibc-2.35 glibc-2.36 glibc-2.37 glibc-2.38 glibc-2.39 glibc-2.40 glibc-2.41 glibc-2.42' -d 'the C library the terminal measures with: auto, musl or glibc-2.NN'
complete -c marquee -l explain -d 'print the terminal profile chosen and why, and exit'
complete -c marquee -s h -l help -d 'show this help and exit'
complete -c marquee -s V -l version -d 'show the version and exit'
# End of the generated lines.
