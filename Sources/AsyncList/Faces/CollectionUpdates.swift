/// What a collection view does to show a batch of ``ListChange``s: index updates that touch the
/// changed positions only, or one reload without animation. Planned here, in code that imports
/// no UI framework, so that what the UIKit face does per change is tested on every platform;
/// the face carries it out and decides nothing.
///
/// The positions are the rows section's items, placeholders included. Carry it out in this
/// order: ``deleted`` and ``inserted`` in one batch update (UIKit reads deletions in the
/// positions before the batch and insertions in those after it), then ``redrawn`` (positions
/// after the batch), whose cells may change kind (a placeholder that became a row), so they
/// are reloaded, not reconfigured.
public struct CollectionUpdates: Sendable, Equatable {
  /// The most positions a batch touches before a reload is cheaper: past it, the face reloads.
  public static let defaultLimit = 2_000

  /// Whether to reload every item instead, without animation (a new generation, or a batch
  /// larger than the limit).
  public var reloads = false
  /// Positions deleted, in the positions before the batch, ascending.
  public var deleted: [Int] = []
  /// Positions inserted, in the positions after the batch, ascending.
  public var inserted: [Int] = []
  /// Positions that show something else, in the positions after the batch, ascending.
  public var redrawn: [Int] = []

  /// The items the face touches: deleted, inserted and redrawn; a reload touches only what the
  /// collection view shows, counted as 0 here.
  public var touched: Int { deleted.count + inserted.count + redrawn.count }

  /// Whether there is nothing to do.
  public var isEmpty: Bool { !reloads && touched == 0 }

  /// A reload of every item.
  public static var reload: CollectionUpdates { CollectionUpdates(reloads: true) }
}
