/// A page of `/lines`: line numbers and the start of the next page.
struct LinesPage: Encodable {
  let ids: [Int]
  let next: Int?
}
