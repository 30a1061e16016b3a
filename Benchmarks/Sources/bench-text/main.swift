// Placeholder: the text benchmark lands with its module.
print("BENCH text/unavailable plumb=none peer=none ratio=none")
