# bash completion for marquee(1)
#
# The lines between the "Generated from the option table" and "End of the generated
# lines" comments are made from the option table (Sources/MarqueeCore/Options/
# OptionTable.swift) by Scripts/generate-completions; Tests/MarqueeTests/
# GeneratedCompletionTests.swift fails while they are not what the table makes, and
# OptionConsistencyTests.swift reads the word lists back. The rest is written by hand.

_marquee()
{
    local cur prev words cword split
    if declare -F _init_completion >/dev/null 2>&1; then
        # bash-completion splits --name=value for us.
        _init_completion -s || return
    else
        words=("${COMP_WORDS[@]}")
        cword=$COMP_CWORD
        cur=${words[cword]}
        prev=${words[cword - 1]}
        # Readline breaks words at '=': "--mode=sc" arrives as "--mode" "=" "sc".
        if [[ $cur == = ]]; then
            cur=
        elif [[ $prev == = && $cword -ge 2 ]]; then
            prev=${words[cword - 2]}
        fi
    fi

    local i
    for ((i = 1; i < cword; i++)); do
        # After "--" every word is text.
        [[ ${words[i]} == -- ]] && return
    done

    # Generated from the option table by Scripts/generate-completions: edit the table.
    case $prev in
        -m | --mode)
            COMPREPLY=($(compgen -W 'scroll slide bounce page static restart' -- "$cur"))
            return ;;
        -d | --direction)
            COMPREPLY=($(compgen -W 'left right up down' -- "$cur"))
            return ;;
        --align)
            COMPREPLY=($(compgen -W 'left center right' -- "$cur"))
            return ;;
        --paused-at)
            COMPREPLY=($(compgen -W 'here start' -- "$cur"))
            return ;;
        -F | --format)
            COMPREPLY=($(compgen -W 'ansi plain tmux polybar lemonbar xmobar pango json bash zsh' -- "$cur"))
            return ;;
        --color)
            COMPREPLY=($(compgen -W 'auto always never' -- "$cur"))
            return ;;
        --ambiguous-width)
            COMPREPLY=($(compgen -W '1 2' -- "$cur"))
            return ;;
        --terminal)
            COMPREPLY=($(compgen -W 'auto generic probe absolutetelnet/ssh alacritty alacritty-0.11 alacritty-0.15 apple_terminal bobcat contour extraterm foot foot-1.13 ghostty hyper iterm.app iterm2 kitty kitty-0.26 kitty-0.41 konsole konsole-22.12 mintty mlterm mlterm-3.9 pterm putty rio rxvt rxvt-unicode-256color screen st st-0.9 st-256color tabby terminology tmux-3.3 tmux-3.4 tmux-3.5 tmux-3.6 tmux-3.6a tmux-3.7 urxvt urxvt-9.30 vscode vte warp warpterminal wezterm xterm xterm-ghostty xterm-kitty xterm.js' -- "$cur"))
            return ;;
        --libc)
            COMPREPLY=($(compgen -W 'auto musl glibc-2.31 glibc-2.32 glibc-2.33 glibc-2.34 glibc-2.35 glibc-2.36 glibc-2.37 glibc-2.38 glibc-2.39 glibc-2.40 glibc-2.41 glibc-2.42' -- "$cur"))
            return ;;
        --update | --pause-if)
            COMPREPLY=($(compgen -c -- "$cur"))
            return ;;
        -w | --width | -H | --height | -i | --interval | --speed | -s | --step | \
        --separator | --gap | -T | --template | --field-separator | --pause | -n | \
        --loops | -t | --timeout | --frames | --frame | --every | --tween | --prefix | \
        --suffix | --tabsize | --cell-width)
            # A number, a duration or free text: nothing to offer.
            return ;;
    esac
    # End of the generated lines.

    # An option whose value may be left out (--ellipsis) takes it only after '='
    # (--ellipsis=...): the next word is not its value, so it has no clause above.
    # Generated from the option table by Scripts/generate-completions: edit the table.
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W '
            -w --width -H --height -m --mode -d --direction -i --interval --speed
            -s --step --separator --gap --align --always --shrink --ellipsis
            -T --template --field-separator --enter --pause -n --loops -t --timeout
            --frames --frame --once -f --follow --update --pause-if --paused-at --every
            --tween -F --format --color -l --lines --inplace --prefix --suffix --tabsize
            --ambiguous-width --cell-width --terminal --libc --explain -h --help
            -V --version
        ' -- "$cur"))
    fi
    # End of the generated lines.
} &&
    complete -F _marquee marquee
