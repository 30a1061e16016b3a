// Placeholder: the raster benchmark lands with its module.
print("BENCH raster/unavailable plumb=none peer=none ratio=none")
