import Foundation
import Trellis

/// How a preview asks to be shown: the traits of its `#Preview`, and the preview modifiers of
/// its view (`previewLayout`, `previewInterfaceOrientation`, `previewDevice`), a modifier's
/// value winning over the trait's. Applied to a request, it changes the size offered, the safe
/// area and the scale the page chose.
struct PreviewPresentation {
    var layout: PreviewLayout = .device
    /// The orientation asked for; `nil` keeps the page's device as it is.
    var orientation: InterfaceOrientation?
    var device: PreviewDevice?

    /// The presentation of a provider's `previews` (or a `#Preview`'s body), whose source set
    /// `base`, shown whole (`child` nil) or its child at `child` (from 0): that child's modifiers'
    /// values where they are set (for the whole, those of its only child, if it has one).
    @MainActor static func of(_ previews: AnyView, child: Int?, base: PreviewPresentation) -> PreviewPresentation {
        final class Found { var value: PreviewPresentation
            init(_ value: PreviewPresentation) { self.value = value }
        }
        let found = Found(base)
        _ = LayoutHost(Group(subviews: previews) { subviews in
            let index = child ?? (subviews.count == 1 ? 0 : -1)
            if subviews.indices.contains(index) {
                let subview = subviews[index]
                let layout = subview[trait: PreviewLayoutTraitKey.self]
                if case .device = layout {} else { found.value.layout = layout }
                if let orientation = subview[trait: PreviewInterfaceOrientationTraitKey.self] { found.value.orientation = orientation }
                if let device = subview[trait: PreviewDeviceTraitKey.self] { found.value.device = device }
            }
            return EmptyView()
        }).layout(in: .unspecified)
        return found.value
    }

    /// The screen and scale of the device a `previewDevice` name stands for, among the ones
    /// `trellis preview` has: iPhone SE, iPad Pro 11-inch, and iPhone 16 for any other iPhone
    /// whose name says 14, 15, 16 or 17 (the same 393 × 852 screen or close); `nil` for another.
    static func screen(for device: PreviewDevice) -> (LayoutHost.Screen, Double)? {
        let name = device.rawValue.lowercased()
        if name.contains("iphone se") { return (.iPhoneSE, 2) }
        if name.contains("ipad pro") && name.contains("11") { return (.iPadPro11, 2) }
        if name.hasPrefix("iphone"), ["14", "15", "16", "17"].contains(where: name.contains) { return (.iPhone16, 3) }
        return nil
    }

    /// `request` as this presentation changes it.
    func apply(to request: PreviewRequest) -> PreviewRequest {
        var request = request
        // 1. A device the preview names replaces the page's (a fitting or fixed layout still
        //    decides the size, step 3).
        if let device, let (screen, scale) = Self.screen(for: device) {
            request.width = Double(screen.size.width)
            request.height = Double(screen.size.height)
            request.scale = scale
            let insets = screen.safeAreaInsets
            request.safeArea = [insets.top, insets.leading, insets.bottom, insets.trailing].map { Double($0) }
        }
        // 2. An orientation across the screen's turns it a quarter.
        if let orientation, let width = request.width, let height = request.height, orientation.isLandscape != (width > height) {
            turn(&request, to: orientation)
        }
        // 3. The layout: the device's screen, nothing offered, or a fixed size, with no safe area.
        switch layout {
        case .device:
            break
        case .sizeThatFits:
            request.width = nil
            request.height = nil
            request.safeArea = [0, 0, 0, 0]
        case let .fixed(width, height):
            func length(_ value: CGFloat) -> Double? { value.isFinite && value >= 0 ? Double(min(value, 100_000)) : nil }
            request.width = length(width)
            request.height = length(height)
            request.safeArea = [0, 0, 0, 0]
        }
        return request
    }

    /// Turns the request's screen a quarter, to `orientation`. iPhone 16 turns into its landscape
    /// preset and back (`LayoutHost.Screen`: iOS's own insets); another screen's insets turn
    /// with it, its top inset going to the leading edge for `landscapeLeft` (the top of the
    /// device on the left) and to the trailing edge for `landscapeRight`.
    private func turn(_ request: inout PreviewRequest, to orientation: InterfaceOrientation) {
        guard let width = request.width, let height = request.height else { return }
        let size = CGSize(width: width, height: height)
        let presets: [(LayoutHost.Screen, LayoutHost.Screen)] = [(.iPhone16, .iPhone16Landscape), (.iPhone16Landscape, .iPhone16)]
        if let (_, turned) = presets.first(where: { $0.0.size == size }) {
            let insets = turned.safeAreaInsets
            request.width = Double(turned.size.width)
            request.height = Double(turned.size.height)
            request.safeArea = [insets.top, insets.leading, insets.bottom, insets.trailing].map { Double($0) }
            return
        }
        let (top, leading, bottom, trailing) = (request.safeArea[0], request.safeArea[1], request.safeArea[2], request.safeArea[3])
        request.width = height
        request.height = width
        if orientation == .landscapeLeft {
            // The device's top edge is now on the left, its leading edge below.
            request.safeArea = [trailing, top, leading, bottom]
        } else if orientation == .landscapeRight {
            request.safeArea = [leading, bottom, trailing, top]
        } else {
            // Back to portrait from a landscape screen: the left edge becomes the top.
            request.safeArea = [leading, bottom, trailing, top]
        }
    }
}
