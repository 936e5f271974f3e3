import Foundation

// The accessibility modifiers that say where a drag can start and end (`accessibilityDragPoint`,
// `accessibilityDropPoint`) and what VoiceOver reads as a view scrolls
// (`accessibilityScrollStatus`): each sets a property of the view's accessibility element,
// which ``LayoutResult/accessibilityElements`` reads; none changes the layout. Chained on a
// view that already has an attachment, they add to it.

nonisolated extension View {
    /// Adds a point where assistive technologies can start a drag, and what dragging from it does:
    /// a unit point of the view's frame (``LayoutResult/AccessibilityElement/dragPoints``).
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { $0.dragPoints.append((point, description.content)) })
    }

    /// Adds a point where assistive technologies can start a drag, and what dragging from it does:
    /// a unit point of the view's frame (``LayoutResult/AccessibilityElement/dragPoints``).
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { $0.dragPoints.append((point, Text(description).content)) })
    }

    /// Adds a point where assistive technologies can start a drag, and what dragging from it does:
    /// a unit point of the view's frame (``LayoutResult/AccessibilityElement/dragPoints``).
    @_disfavoredOverload public func accessibilityDragPoint<S>(_ point: UnitPoint, description: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        modifier(AccessibilityAttachmentModifier().changed { $0.dragPoints.append((point, String(description))) })
    }

    /// Adds a point where assistive technologies can start a drag, and what dragging from it does:
    /// a unit point of the view's frame (``LayoutResult/AccessibilityElement/dragPoints``).
    /// With `isEnabled` false, it adds nothing.
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { if isEnabled { $0.dragPoints.append((point, description.content)) } })
    }

    /// Adds a point where assistive technologies can start a drag, and what dragging from it does:
    /// a unit point of the view's frame (``LayoutResult/AccessibilityElement/dragPoints``).
    /// With `isEnabled` false, it adds nothing.
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { if isEnabled { $0.dragPoints.append((point, Text(description).content)) } })
    }

    /// Adds a point where assistive technologies can start a drag, and what dragging from it does:
    /// a unit point of the view's frame (``LayoutResult/AccessibilityElement/dragPoints``).
    /// With `isEnabled` false, it adds nothing.
    @_disfavoredOverload public func accessibilityDragPoint<S>(_ point: UnitPoint, description: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        modifier(AccessibilityAttachmentModifier().changed { if isEnabled { $0.dragPoints.append((point, String(description))) } })
    }

    /// Adds a point where assistive technologies can end a drag, and what dropping there does: a
    /// unit point of the view's frame (``LayoutResult/AccessibilityElement/dropPoints``).
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { $0.dropPoints.append((point, description.content)) })
    }

    /// Adds a point where assistive technologies can end a drag, and what dropping there does: a
    /// unit point of the view's frame (``LayoutResult/AccessibilityElement/dropPoints``).
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { $0.dropPoints.append((point, Text(description).content)) })
    }

    /// Adds a point where assistive technologies can end a drag, and what dropping there does: a
    /// unit point of the view's frame (``LayoutResult/AccessibilityElement/dropPoints``).
    @_disfavoredOverload public func accessibilityDropPoint<S>(_ point: UnitPoint, description: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        modifier(AccessibilityAttachmentModifier().changed { $0.dropPoints.append((point, String(description))) })
    }

    /// Adds a point where assistive technologies can end a drag, and what dropping there does: a
    /// unit point of the view's frame (``LayoutResult/AccessibilityElement/dropPoints``).
    /// With `isEnabled` false, it adds nothing.
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { if isEnabled { $0.dropPoints.append((point, description.content)) } })
    }

    /// Adds a point where assistive technologies can end a drag, and what dropping there does: a
    /// unit point of the view's frame (``LayoutResult/AccessibilityElement/dropPoints``).
    /// With `isEnabled` false, it adds nothing.
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { if isEnabled { $0.dropPoints.append((point, Text(description).content)) } })
    }

    /// Adds a point where assistive technologies can end a drag, and what dropping there does: a
    /// unit point of the view's frame (``LayoutResult/AccessibilityElement/dropPoints``).
    /// With `isEnabled` false, it adds nothing.
    @_disfavoredOverload public func accessibilityDropPoint<S>(_ point: UnitPoint, description: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        modifier(AccessibilityAttachmentModifier().changed { if isEnabled { $0.dropPoints.append((point, String(description))) } })
    }

    /// Sets what VoiceOver reads as the view scrolls
    /// (``LayoutResult/AccessibilityElement/scrollStatus``).
    /// With `isEnabled` false, it changes nothing.
    public func accessibilityScrollStatus(_ status: Text, isEnabled: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { if isEnabled { $0.scrollStatus = status.content } })
    }

    /// Sets what VoiceOver reads as the view scrolls
    /// (``LayoutResult/AccessibilityElement/scrollStatus``).
    /// With `isEnabled` false, it changes nothing.
    public func accessibilityScrollStatus(_ statusKey: LocalizedStringKey, isEnabled: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { if isEnabled { $0.scrollStatus = Text(statusKey).content } })
    }

    /// Sets what VoiceOver reads as the view scrolls
    /// (``LayoutResult/AccessibilityElement/scrollStatus``).
    /// With `isEnabled` false, it changes nothing.
    @_disfavoredOverload public func accessibilityScrollStatus(_ status: some StringProtocol, isEnabled: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { if isEnabled { $0.scrollStatus = String(status) } })
    }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// Adds a point where assistive technologies can start a drag, and what dragging from it does:
    /// a unit point of the view's frame (``LayoutResult/AccessibilityElement/dragPoints``).
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.changed { $0.dragPoints.append((point, description.content)) })
    }

    /// Adds a point where assistive technologies can start a drag, and what dragging from it does:
    /// a unit point of the view's frame (``LayoutResult/AccessibilityElement/dragPoints``).
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.changed { $0.dragPoints.append((point, Text(description).content)) })
    }

    /// Adds a point where assistive technologies can start a drag, and what dragging from it does:
    /// a unit point of the view's frame (``LayoutResult/AccessibilityElement/dragPoints``).
    @_disfavoredOverload public func accessibilityDragPoint<S>(_ point: UnitPoint, description: S) -> ModifiedContent<Content, Modifier> where S: StringProtocol {
        ModifiedContent(content: content, modifier: modifier.changed { $0.dragPoints.append((point, String(description))) })
    }

    /// Adds a point where assistive technologies can start a drag, and what dragging from it does:
    /// a unit point of the view's frame (``LayoutResult/AccessibilityElement/dragPoints``).
    /// With `isEnabled` false, it adds nothing.
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.changed { if isEnabled { $0.dragPoints.append((point, description.content)) } })
    }

    /// Adds a point where assistive technologies can start a drag, and what dragging from it does:
    /// a unit point of the view's frame (``LayoutResult/AccessibilityElement/dragPoints``).
    /// With `isEnabled` false, it adds nothing.
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.changed { if isEnabled { $0.dragPoints.append((point, Text(description).content)) } })
    }

    /// Adds a point where assistive technologies can start a drag, and what dragging from it does:
    /// a unit point of the view's frame (``LayoutResult/AccessibilityElement/dragPoints``).
    /// With `isEnabled` false, it adds nothing.
    @_disfavoredOverload public func accessibilityDragPoint<S>(_ point: UnitPoint, description: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier> where S: StringProtocol {
        ModifiedContent(content: content, modifier: modifier.changed { if isEnabled { $0.dragPoints.append((point, String(description))) } })
    }

    /// Adds a point where assistive technologies can end a drag, and what dropping there does: a
    /// unit point of the view's frame (``LayoutResult/AccessibilityElement/dropPoints``).
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.changed { $0.dropPoints.append((point, description.content)) })
    }

    /// Adds a point where assistive technologies can end a drag, and what dropping there does: a
    /// unit point of the view's frame (``LayoutResult/AccessibilityElement/dropPoints``).
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.changed { $0.dropPoints.append((point, Text(description).content)) })
    }

    /// Adds a point where assistive technologies can end a drag, and what dropping there does: a
    /// unit point of the view's frame (``LayoutResult/AccessibilityElement/dropPoints``).
    @_disfavoredOverload public func accessibilityDropPoint<S>(_ point: UnitPoint, description: S) -> ModifiedContent<Content, Modifier> where S: StringProtocol {
        ModifiedContent(content: content, modifier: modifier.changed { $0.dropPoints.append((point, String(description))) })
    }

    /// Adds a point where assistive technologies can end a drag, and what dropping there does: a
    /// unit point of the view's frame (``LayoutResult/AccessibilityElement/dropPoints``).
    /// With `isEnabled` false, it adds nothing.
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.changed { if isEnabled { $0.dropPoints.append((point, description.content)) } })
    }

    /// Adds a point where assistive technologies can end a drag, and what dropping there does: a
    /// unit point of the view's frame (``LayoutResult/AccessibilityElement/dropPoints``).
    /// With `isEnabled` false, it adds nothing.
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.changed { if isEnabled { $0.dropPoints.append((point, Text(description).content)) } })
    }

    /// Adds a point where assistive technologies can end a drag, and what dropping there does: a
    /// unit point of the view's frame (``LayoutResult/AccessibilityElement/dropPoints``).
    /// With `isEnabled` false, it adds nothing.
    @_disfavoredOverload public func accessibilityDropPoint<S>(_ point: UnitPoint, description: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier> where S: StringProtocol {
        ModifiedContent(content: content, modifier: modifier.changed { if isEnabled { $0.dropPoints.append((point, String(description))) } })
    }

    /// Sets what VoiceOver reads as the view scrolls
    /// (``LayoutResult/AccessibilityElement/scrollStatus``).
    /// With `isEnabled` false, it changes nothing.
    public func accessibilityScrollStatus(_ status: Text, isEnabled: Bool = true) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.changed { if isEnabled { $0.scrollStatus = status.content } })
    }

    /// Sets what VoiceOver reads as the view scrolls
    /// (``LayoutResult/AccessibilityElement/scrollStatus``).
    /// With `isEnabled` false, it changes nothing.
    public func accessibilityScrollStatus(_ statusKey: LocalizedStringKey, isEnabled: Bool = true) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.changed { if isEnabled { $0.scrollStatus = Text(statusKey).content } })
    }

    /// Sets what VoiceOver reads as the view scrolls
    /// (``LayoutResult/AccessibilityElement/scrollStatus``).
    /// With `isEnabled` false, it changes nothing.
    @_disfavoredOverload public func accessibilityScrollStatus(_ status: some StringProtocol, isEnabled: Bool = true) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.changed { if isEnabled { $0.scrollStatus = String(status) } })
    }
}
