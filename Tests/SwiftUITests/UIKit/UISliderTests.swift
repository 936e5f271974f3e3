// Written as an app writes it: only `import SwiftUI` (this package's module of that name on
// Linux). UIKit's slider as a representable shows it: no width of its own, iOS 26's height.
import SwiftUI
import Testing

/// `UISlider`. Sources: swiftui-web (https://github.com/iamcgn/swiftui-web)
/// `Fixtures/Goldens/ios/representable/measure-controls/frames.json` at
/// 1ce9f2562b3c088660f330048d95451ad8a55878 (iOS 26, 2×; the view in
/// `Fixtures/Sources/Representable/RepresentableFixtures.swift` at the same commit: a slider
/// 200 × 34 in a 200 × 44 container and 0 × 34 at its ideal size); the value's range from
/// UIKit's `UISlider.h` (iOS 26.2 SDK: "this value will be pinned to min/max").
@Suite("UISlider")
@MainActor
struct UISliderTests {
    /// A slider in a representable.
    private struct SliderBox: UIViewRepresentable {
        func makeUIView(context: Context) -> UISlider {
            let slider = UISlider()
            slider.value = 0.5
            return slider
        }
        func updateUIView(_ uiView: UISlider, context: Context) {}
    }

    @Test("a slider has no intrinsic width and is 34 tall")
    func intrinsicSize() {
        #expect(UISlider().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 34))
    }

    @Test("a slider hugs its height at 750 and not its width")
    func hugging() {
        let slider = UISlider()
        #expect(slider.contentHuggingPriority(for: .vertical) == .defaultHigh)
        #expect(slider.contentHuggingPriority(for: .horizontal) == .defaultLow)
    }

    @Test("in a representable a slider takes the width offered and keeps its 34-point height")
    func inARepresentable() {
        let result = VStack { SliderBox().id("slider") }.frame(width: 200, height: 44)
            .layout(in: ProposedViewSize(width: 200, height: 44))
        #expect(result.frame(of: "slider") == CGRect(x: 0, y: 5, width: 200, height: 34))
        let ideal = SliderBox().fixedSize().id("ideal").layout(in: .unspecified)
        #expect(ideal.frame(of: "ideal")?.size == CGSize(width: 0, height: 34))
    }

    @Test("a slider's value is pinned to its minimum and maximum")
    func valuePinned() {
        let slider = UISlider()
        #expect(slider.value == 0)
        slider.value = 3
        #expect(slider.value == 1)
        slider.setValue(-2, animated: true)
        #expect(slider.value == 0)
        slider.value = 0.8
        slider.maximumValue = 0.5
        #expect(slider.value == 0.5)
        slider.minimumValue = 0.7
        #expect(slider.value == 0.7)
    }

    @Test("a NaN value counts as the minimum")
    func nanValue() {
        let slider = UISlider()
        slider.minimumValue = -1
        slider.value = .nan
        #expect(slider.value == -1)
    }
}
