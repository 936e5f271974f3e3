import Foundation

private struct SliderThumbVisibilityKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// Whether sliders show their thumb (`sliderThumbVisibility(_:)`); `.automatic` shows it.
    var sliderThumbVisibility: Visibility {
        get { self[SliderThumbVisibilityKey.self] }
        set { self[SliderThumbVisibilityKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the thumb visibility of sliders within this view (iOS 26).
    ///
    /// ```swift
    /// Slider(value: $progress).sliderThumbVisibility(.hidden)
    /// ```
    ///
    /// `.hidden` leaves the thumb out of the slider's drawing
    /// (``LayoutResult/ControlDrawing/showsThumb``): the track and its fill remain, and the
    /// slider's frame is unchanged. `.automatic` and `.visible` show it.
    ///
    /// - Parameter visibility: The visibility of the sliders' thumb.
    public func sliderThumbVisibility(_ visibility: Visibility) -> some View {
        modifier(EnvironmentWriter { $0.sliderThumbVisibility = visibility })
    }
}
