// Entry point; replaced by the shell as it is built.
