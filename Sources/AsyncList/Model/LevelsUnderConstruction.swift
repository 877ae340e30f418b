/// The detail levels of a ``DetailListModel`` while it is made: each loader is made before the
/// model exists (its type is part of the model's), and joins the model's engine once it does.
@MainActor
struct LevelsUnderConstruction<Source: PageSource> {
  typealias Item = Source.Item

  /// A loader, typed by its source, and its rows' details, typed by the list's row id.
  struct Made<Details: DetailSource> {
    let loader: DetailLoader<Details>
    let row: LevelRows<Item.ID, Details.Detail>
  }

  /// Every level's configuration.
  let configuration: DetailConfiguration
  /// Each made loader's joining of the model, in the order of its level.
  private(set) var attachments: [@MainActor (AsyncListModel<Source>) -> Void] = []

  /// Makes the next level's loader.
  ///
  /// - Parameter details: The level's source; its item must be the list's.
  /// - Returns: The level's loader and its rows' details.
  mutating func make<Details: DetailSource>(_ details: Details) -> Made<Details> {
    guard let typed = details as? any DetailSource<Item, Details.Detail> else {
      preconditionFailure(
        "DetailListModel: \(Details.self) loads details of \(Details.Item.self), but the list's rows are \(Item.self)")
    }
    return make(opened: typed, as: Details.self)
  }

  /// Makes the loader of a source whose item is known to be the list's.
  private mutating func make<Opened: DetailSource<Item, Details.Detail>, Details: DetailSource>(
    opened: Opened, as _: Details.Type
  ) -> Made<Details> {
    let level = attachments.count
    let configuration = configuration
    let loader = DetailLoader(source: opened, configuration: configuration, level: level, host: nil)
    attachments.append { model in
      let added = model.engine.addLevel(configuration)
      precondition(added == level, "DetailListModel: its levels come first")
      loader.host = model
      model.detailRunners.append(loader)
    }
    // `Opened` is `Details`, opened from the existential above: the cast cannot fail.
    guard let typedLoader = loader as? DetailLoader<Details> else { preconditionFailure("unreachable") }
    return Made(loader: typedLoader, row: LevelRows { loader.row(for: $0) })
  }
}
