// The macros of Apple's SwiftUI that SwiftUI code uses everywhere, expanded by the TrellisMacros
// plug-in (swift-syntax). They are built with the package's `Macros` trait, on by default; a
// package that depends on Trellis with `traits: []` builds no swift-syntax and has none of them
// (README, "Macros"). They live here, not in Trellis, because the Trellis library has no
// dependencies and a macro needs its plug-in, which needs swift-syntax; the types they expand to
// (`Preview`, `PreviewRegistry`, `EnvironmentKey`…) are Trellis's.
#if Macros && !canImport(Darwin)
/// Declares a preview of a view: `trellis preview` shows it beside the package's
/// `PreviewProvider`s (docs/previews.md).
///
/// ```swift
/// #Preview("Card") {
///     Card(title: "Hello")
/// }
/// ```
///
/// - Parameters:
///   - name: The name the previewer shows; without one, the preview is named after the file
///     and line it is written on.
///   - body: The view to preview. Variables marked `@Previewable` at its top become its state.
@freestanding(declaration, names: named(__trellisPreview))
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "TrellisMacros", type: "PreviewMacro")

/// Declares a preview of a view shown with traits: its layout (`.sizeThatFitsLayout`,
/// `.fixedLayout(width:height:)`) and the device's orientation (`.landscapeLeft`…).
///
/// ```swift
/// #Preview("Card", traits: .sizeThatFitsLayout) {
///     Card(title: "Hello")
/// }
/// ```
///
/// - Parameters:
///   - name: The name the previewer shows.
///   - traits: A trait of the preview.
///   - additionalTraits: More traits; a later one of a kind replaces an earlier one.
///   - body: The view to preview.
@freestanding(declaration, names: named(__trellisPreview))
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TrellisMacros", type: "PreviewMacro")

/// Marks a variable at the top of a `#Preview` body as the previewed view's own (usually with
/// `@State`), so that the preview can change it:
///
/// ```swift
/// #Preview {
///     @Previewable @State var isOn = true
///     Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
@attached(peer)
public macro Previewable() = #externalMacro(module: "TrellisMacros", type: "PreviewableMacro")

/// Declares an entry of `EnvironmentValues` or `ContainerValues` with its default: the key type
/// and the computed property that reads and writes it.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
/// ```
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TrellisMacros", type: "EntryMacro")
#endif
