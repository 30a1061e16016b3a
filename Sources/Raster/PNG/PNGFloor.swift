internal import CLibPNG

/// libpng's own simplified API (`png_image_*`) with its defaults: the benchmark's floor for
/// Plumb's PNG encode and decode. Not for general use (no limits, no metadata, no typed errors).
@_spi(Benchmarks)
public enum LibPNGFloor {
    /// The linked libpng's version string.
    public static var version: String { String(cString: plumb_png_version()) }

    /// Decodes PNG bytes into `out` (RGBA8, at least width·height·4 bytes); returns false on failure.
    public static func decode(_ data: [UInt8], into out: inout [UInt8]) -> Bool {
        var w: UInt32 = 0, h: UInt32 = 0
        let rc = data.withUnsafeBufferPointer { d in
            out.withUnsafeMutableBufferPointer { o in
                plumb_png_floor_decode(d.baseAddress, d.count, o.baseAddress, o.count, &w, &h)
            }
        }
        return rc == 0
    }

    /// Encodes RGBA8 into `out`; returns the encoded size (0 on failure).
    public static func encode(_ rgba: [UInt8], width: Int, height: Int, into out: inout [UInt8]) -> Int {
        rgba.withUnsafeBufferPointer { p in
            out.withUnsafeMutableBufferPointer { o in
                Int(plumb_png_floor_encode(p.baseAddress, UInt32(width), UInt32(height), o.baseAddress, o.count))
            }
        }
    }
}
