import Foundation

/// What a for-each over a view's subviews or sections walks, filled in when the for-each is
/// resolved (its collection is made with the view, before there is a resolver).
final class ResolvedLater<Value> {
    var value: Value?
}
