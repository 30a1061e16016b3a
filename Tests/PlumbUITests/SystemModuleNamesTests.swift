#if os(Linux)
    import Foundation
    import QuartzCore
    import Testing
    import PlumbUI

    /// `import QuartzCore` compiles on Linux, and its names are PlumbUI's.
    @MainActor @Suite struct SystemModuleNamesTests {
        @Test func quartzCoreNamesArePlumbUIs() {
            let layer: QuartzCore.CALayer = PlumbUI.CAShapeLayer()
            #expect(layer is QuartzCore.CAShapeLayer)
            #expect(QuartzCore.CATransform3DIdentity == PlumbUI.CATransform3DIdentity)
            #expect(QuartzCore.CACurrentMediaTime() > 0)
        }
    }
#endif
