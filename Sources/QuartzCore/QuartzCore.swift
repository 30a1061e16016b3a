// `import QuartzCore`, as iOS code writes it, on Linux: Core Animation's types (`CALayer` and
// its subclasses, `CATransform3D`, `CATransaction`, `CAAnimation`, `CADisplayLink`,
// `CACurrentMediaTime()`) are PlumbUI's. This module declares nothing of its own: it re-exports
// PlumbUI (and so Foundation). Declared in Package.swift on Linux only: on Apple platforms the
// system's QuartzCore is the module of this name.

@_exported import PlumbUI
