// Placeholder: the solver benchmark lands with its module.
print("BENCH solver/unavailable plumb=none peer=none ratio=none")
