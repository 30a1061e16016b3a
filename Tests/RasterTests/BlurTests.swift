import Foundation
import Testing
@testable import Raster

@Suite struct GaussianKernelTests {
    @Test(arguments: [0.3, 1.0, 2.5, 8.0, 18.0, 54.0, 256.0])
    func weightsAreSymmetricAndSumToExactly65536(sigma: Double) {
        let k = GaussianKernel(sigma: sigma)
        #expect(k.radius == Int((3 * sigma).rounded(.up)))
        #expect(k.weights.count == 2 * k.radius + 1)
        #expect(k.weights.reduce(0, +) == 65536)
        for i in 0..<k.weights.count { #expect(k.weights[i] == k.weights[k.weights.count - 1 - i]) }
        // Non-increasing from the centre out.
        for i in k.radius..<(k.weights.count - 1) { #expect(k.weights[i] >= k.weights[i + 1]) }
        #expect(k.cumulative.first == 0 && k.cumulative.last == 65536 && k.cumulative.count == k.weights.count + 1)
    }

    @Test func sigmaOfTwoHasTheseExactWeights() {
        // Pixel-averaged Gaussian, σ = 2, as computed independently (Python's math.exp, the same
        // eight samples per pixel and largest-remainder rounding); the exact pixel integrals
        // (erf) are 157, 606, 1824, 4299, 7928, 11447, 12938 before renormalising the 3σ cut.
        let k = GaussianKernel(sigma: 2)
        #expect(k.radius == 6)
        #expect(k.weights == [157, 606, 1825, 4303, 7938, 11462, 12954, 11462, 7938, 4303, 1825, 606, 157])
    }

    @Test func zeroNegativeAndNaNSigmasAreTheIdentity() {
        for s in [0.0, -3.0, Double.nan, 0.001] {
            let k = GaussianKernel(sigma: s)
            #expect(k.radius == 0 && k.weights == [65536])
        }
    }

    @Test func hugeSigmasAreClampedToTheMaximum() {
        let k = GaussianKernel(sigma: 30_000)
        #expect(k.sigma == GaussianKernel.maxSigma && k.radius == 768)
        #expect(GaussianKernel(sigma: .infinity).radius == 768)
    }

    @Test func explicitExponentialMatchesKnownValues() {
        #expect(deterministicExpNegative(0) == 1)
        #expect(deterministicExpNegative(1) == 0.36787944117144233)
        #expect(abs(deterministicExpNegative(0.5) - 0.6065306597126334) < 1e-15)
        #expect(abs(deterministicExpNegative(4.5) - 0.011108996538242306) < 1e-17)
        #expect(deterministicExpNegative(800) == 0)
    }
}

@Suite struct AlphaBlurTests {
    /// A deterministic pseudo-random plane.
    func noise(_ rect: PixelRect, seed: UInt64, zeros: Bool = false) -> AlphaPlane {
        var s = seed
        let v = (0..<(rect.width * rect.height)).map { _ -> UInt8 in
            s = s &* 6364136223846793005 &+ 1442695040888963407
            let b = UInt8(truncatingIfNeeded: s >> 56)
            return zeros && b < 128 ? 0 : b
        }
        return AlphaPlane(rect: rect, values: v)
    }

    /// Rows repeating with period 3 (0, 1, 2, 0, 1, …), each a palindrome of noise.
    func stripes(_ rect: PixelRect) -> AlphaPlane {
        let rows = (0..<3).map { k -> [UInt8] in
            let half = noise(PixelRect(x: 0, y: 0, width: (rect.width + 1) / 2, height: 1), seed: UInt64(k + 1)).values
            return half + half.dropLast(rect.width % 2).reversed()
        }
        return AlphaPlane(rect: rect, values: (0..<rect.height).flatMap { rows[$0 % 3] })
    }

    /// The coverage of a rounded rectangle (long straight edges: the fast path's best case).
    func roundedRect(_ w: Double, _ h: Double, radius: Double, at: Point) throws -> AlphaPlane {
        let c = try Canvas(width: w + 2 * at.x, height: h + 2 * at.y)
        c.fill(Rect(x: at.x, y: at.y, width: w, height: h), cornerRadii: CornerRadii(all: radius), color: .black)
        let b = c.bitmap
        return AlphaPlane(
            rect: PixelRect(x: 0, y: 0, width: b.width, height: b.height),
            values: (0..<(b.width * b.height)).map { b.pixels[$0 * 4 + 3] })
    }

    @Test func anImpulseBlursIntoTheKernelsOuterProduct() {
        let k = GaussianKernel(sigma: 1.5)
        let plane = AlphaPlane(rect: PixelRect(x: 5, y: 7, width: 1, height: 1), values: [255])
        let out = plane.blurred(k, in: PixelRect(x: 0, y: 2, width: 11, height: 11))
        for y in 0..<11 {
            for x in 0..<11 {
                let h = (255 * k.weights[x] + 128) >> 8
                let expected = UInt8((UInt64(k.weights[y]) * UInt64(h) + (1 << 23)) >> 24)
                #expect(out[x: x, y: y + 2] == expected)
            }
        }
        // Symmetric about the impulse in both directions.
        #expect(out[x: 3, y: 7] == out[x: 7, y: 7] && out[x: 5, y: 5] == out[x: 5, y: 9])
        #expect(out[x: 5, y: 7] == out.values.max())
    }

    @Test func aFullPlaneStaysFullInsideAndFadesAtTheEdges() {
        let k = GaussianKernel(sigma: 3)
        let plane = AlphaPlane(
            rect: PixelRect(x: 0, y: 0, width: 40, height: 30), values: [UInt8](repeating: 255, count: 1200))
        let out = plane.blurred(k, in: PixelRect(x: -12, y: -12, width: 64, height: 54))
        #expect(out[x: 20, y: 15] == 255)  // more than 3σ from every edge
        // On the first column: the inner half of the kernel plus its centre weight.
        let inner = k.weights[k.radius...].reduce(UInt32(0), +)
        let h = (255 * inner + 128) >> 8
        #expect(out[x: 0, y: 15] == UInt8((UInt64(65536) * UInt64(h) + (1 << 23)) >> 24))
        #expect(out[x: -10, y: 15] == 0)  // beyond the kernel
        #expect(out[x: 39, y: 15] == out[x: 0, y: 15] && out[x: 20, y: 0] == out[x: 20, y: 29])
    }

    @Test(arguments: [0.6, 2.0, 7.5, 20.0])
    func theRunBasedBlurEqualsDirectConvolution(sigma: Double) throws {
        let k = GaussianKernel(sigma: sigma)
        let shapes = [
            try roundedRect(30, 18, radius: 6.5, at: Point(x: 4.3, y: 3.7)),
            noise(PixelRect(x: -3, y: 2, width: 23, height: 17), seed: 11),
            noise(PixelRect(x: 10, y: -4, width: 31, height: 9), seed: 5, zeros: true),
            // Mirror-symmetric (equal rows and equal columns far apart: summed once).
            try roundedRect(30, 18, radius: 6, at: Point(x: 4, y: 3)),
            stripes(PixelRect(x: 2, y: 1, width: 21, height: 14)),
        ]
        for plane in shapes {
            let r = k.radius
            for output in [
                PixelRect(
                    x: plane.rect.x - r, y: plane.rect.y - r, width: plane.rect.width + 2 * r,
                    height: plane.rect.height + 2 * r),
                PixelRect(x: plane.rect.x + 3, y: plane.rect.y - 2, width: 9, height: 5),
            ] {
                #expect(plane.blurred(k, in: output) == plane.blurredReference(k, in: output))
            }
        }
    }

    @Test func anEmptyPlaneAndAnEmptyOutputBlurToNothing() {
        let k = GaussianKernel(sigma: 2)
        let zero = AlphaPlane(
            rect: PixelRect(x: 0, y: 0, width: 5, height: 5), values: [UInt8](repeating: 0, count: 25))
        #expect(zero.blurred(k, in: PixelRect(x: -6, y: -6, width: 17, height: 17)).values.allSatisfy { $0 == 0 })
        #expect(zero.blurred(k, in: PixelRect(x: 0, y: 0, width: 0, height: 4)).values.isEmpty)
    }
}
