// Written by scripts/codegen.ts from data/ and schemas/. Do not edit: change the YAML and run `npm run codegen`.
/* eslint-disable */
export type AlachuaCounty = "alachua"
export type BakerCounty = "baker"
export type BayCounty = "bay"
export type BradfordCounty = "bradford"
export type BrevardCounty = "brevard"
export type BrowardCounty = "broward"
export type CalhounCounty = "calhoun"
export type CharlotteCounty = "charlotte"
export type CitrusCounty = "citrus"
export type ClayCounty = "clay"
export type CollierCounty = "collier"
export type ColumbiaCounty = "columbia"
export type DeSotoCounty = "desoto"
export type DixieCounty = "dixie"
export type DuvalCounty = "duval"
export type EscambiaCounty = "escambia"
export type FlaglerCounty = "flagler"
export type FranklinCounty = "franklin"
export type GadsdenCounty = "gadsden"
export type GilchristCounty = "gilchrist"
export type GladesCounty = "glades"
export type GulfCounty = "gulf"
export type HamiltonCounty = "hamilton"
export type HardeeCounty = "hardee"
export type HendryCounty = "hendry"
export type HernandoCounty = "hernando"
export type HighlandsCounty = "highlands"
export type HillsboroughCounty = "hillsborough"
export type HolmesCounty = "holmes"
export type IndianRiverCounty = "indian-river"
export type JacksonCounty = "jackson"
export type JeffersonCounty = "jefferson"
export type LafayetteCounty = "lafayette"
export type LakeCounty = "lake"
export type LeeCounty = "lee"
export type LeonCounty = "leon"
export type LevyCounty = "levy"
export type LibertyCounty = "liberty"
export type MadisonCounty = "madison"
export type ManateeCounty = "manatee"
export type MarionCounty = "marion"
export type MartinCounty = "martin"
export type MiamiDadeCounty = "miami-dade"
export type MonroeCounty = "monroe"
export type NassauCounty = "nassau"
export type OkaloosaCounty = "okaloosa"
export type OkeechobeeCounty = "okeechobee"
export type OrangeCounty = "orange"
export type OsceolaCounty = "osceola"
export type PalmBeachCounty = "palm-beach"
export type PascoCounty = "pasco"
export type PinellasCounty = "pinellas"
export type PolkCounty = "polk"
export type PutnamCounty = "putnam"
export type SantaRosaCounty = "santa-rosa"
export type SarasotaCounty = "sarasota"
export type SeminoleCounty = "seminole"
export type StJohnsCounty = "st-johns"
export type StLucieCounty = "st-lucie"
export type SumterCounty = "sumter"
export type SuwanneeCounty = "suwannee"
export type TaylorCounty = "taylor"
export type UnionCounty = "union"
export type VolusiaCounty = "volusia"
export type WakullaCounty = "wakulla"
export type WaltonCounty = "walton"
export type WashingtonCounty = "washington"

export interface AllSchemas {
Site: Site
City: City
Service: Service
Project: Project
ProjectCategories: ProjectCategories
BlogPost: BlogPost
HomePage: HomePage
AboutPage: AboutPage
GoalsPage: GoalsPage
CustomWallUnitsPage: CustomWallUnitsPage
ProjectNotFoundPage: ProjectNotFoundPage
QuotePage: QuotePage
ServiceAreasPage: ServiceAreasPage
CityPage: CityPage
PlainCityPage: PlainCityPage
TechRecruitmentPage: TechRecruitmentPage
LegalPage: LegalPage
}
/**
 * The facts every page shares: the business, how to reach it, its hours and claims. data/site.yaml.
 */
export interface Site {
/**
 * The name shown in the header, titles and structured data.
 */
businessName: string
/**
 * The registered company name, used in the legal pages and structured data.
 */
legalName: string
/**
 * The short slogan shown on About Us.
 */
tagline: string
/**
 * The address where the site is published, without a trailing slash (for example https://www.example.com). Canonical links and the sitemap use it.
 */
baseUrl: string
/**
 * The business phone number, the main call to action of every page.
 */
phone: {
/**
 * The number as people read it, for example (561) 555-0123.
 */
display: string
/**
 * The same number in international form for tel: links, for example +15615550123.
 */
e164: string
}
/**
 * E-mail addresses shown on the site.
 */
email: {
/**
 * The address homeowners write to.
 */
office: string
/**
 * The address technicians write to (recruiting page).
 */
techs: string
}
/**
 * The business's postal address, used in structured data for search engines.
 */
address: {
/**
 * Street and number (and suite).
 */
streetAddress: string
/**
 * The city.
 */
addressLocality: string
/**
 * The state, as its two-letter code.
 */
addressRegion: "FL"
/**
 * A five-digit US ZIP code, written in quotes so leading zeros survive (for example "33431").
 */
postalCode: string
/**
 * The country, as its two-letter code.
 */
addressCountry: "US"
}
/**
 * The business's location on the map, for structured data.
 */
geo: {
/**
 * Degrees north (Florida is between 24 and 31).
 */
latitude: number
/**
 * Degrees east (Florida is between -87.7 and -79.9).
 */
longitude: number
}
/**
 * Business hours, one entry per group of days with the same hours.
 * 
 * @minItems 1
 */
hours: [{
/**
 * The days these hours apply to.
 * 
 * @minItems 1
 */
days: [("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday"), ...(("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday"))[]]
/**
 * How the days are written on the page, for example Monday-Friday.
 */
label: string
/**
 * Opening time, 24-hour HH:MM.
 */
opens: string
/**
 * Closing time, 24-hour HH:MM.
 */
closes: string
}, ...({
/**
 * The days these hours apply to.
 * 
 * @minItems 1
 */
days: [("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday"), ...(("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday"))[]]
/**
 * How the days are written on the page, for example Monday-Friday.
 */
label: string
/**
 * Opening time, 24-hour HH:MM.
 */
opens: string
/**
 * Closing time, 24-hour HH:MM.
 */
closes: string
})[]]
/**
 * The business's social profiles, linked from the footer.
 */
social: {
/**
 * Which network.
 */
network: ("facebook" | "instagram" | "tiktok")
/**
 * The full address of the profile.
 */
url: string
}[]
/**
 * The figures the site claims. Content files quote them as {{site.claims.<name>}}, so they change everywhere at once.
 */
claims: {
/**
 * How many Florida homes trust the business, for example 1K+.
 */
homesServed: string
/**
 * How many technicians are active in the network, for example 2,500+.
 */
activeTechs: string
/**
 * The technicians' job satisfaction, for example 97%.
 */
jobSatisfaction: string
/**
 * How soon a quote request is answered, for example 24 hours.
 */
quoteResponse: string
/**
 * How soon a job is usually scheduled, for example 1-3 business days.
 */
scheduling: string
/**
 * How soon an emergency is scheduled, for example same or next day.
 */
emergencyScheduling: string
/**
 * Where basic repairs start, for example $75.
 */
repairsFrom: string
/**
 * The price-range marker for search engines, from $ to $$$$.
 */
priceRange: ("$" | "$$" | "$$$" | "$$$$")
}
/**
 * The years in the copyright lines.
 */
copyright: {
/**
 * Year in the main footer.
 */
main: number
/**
 * Year in the technician page's footer.
 */
technicians: number
}
/**
 * Where the site's forms are sent.
 */
forms: {
/**
 * The address the newsletter form posts to: a path on this site (npm start receives it) or a form service's https address.
 */
newsletter: string
/**
 * The address the technician application posts to: a path on this site (npm start receives it) or a form service's https address.
 */
application: string
/**
 * post sends every application to the address above; simulate only pretends (one-second wait, nothing sent) and is for demonstrations.
 */
applicationMode: ("post" | "simulate")
}
/**
 * The third-party work-request form embedded on /quote.
 */
quoteEmbed: {
/**
 * The client-hub id the form renders for.
 */
clientHubId: string
/**
 * The embed script's https address.
 */
scriptUrl: string
/**
 * The hosted request page, linked when the embed cannot load.
 */
requestPageUrl: string
/**
 * The embedded form's address, which the script reads from its form_url attribute (Jobber calls it embedded_work_request_form). Leave it out to use requestPageUrl.
 */
formUrl?: string
/**
 * The embed's own stylesheet, loaded and removed together with the script. Leave it out if the service has none.
 */
stylesheetUrl?: string
}
/**
 * The pictures shown when a page is shared on social media, one per kind of page (1200x630). npm run brand-images redraws them.
 */
socialImages: {
/**
 * Home and the other pages.
 */
default: {
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
/**
 * The words on the card (npm run brand-images draws it).
 */
title: string
}
/**
 * The service pages.
 */
service: {
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
/**
 * The words on the card (npm run brand-images draws it).
 */
title: string
}
/**
 * The city pages and service areas.
 */
city: {
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
/**
 * The words on the card (npm run brand-images draws it).
 */
title: string
}
/**
 * The portfolio list (projects use their own first photo).
 */
portfolio: {
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
/**
 * The words on the card (npm run brand-images draws it).
 */
title: string
}
/**
 * The technician recruiting page.
 */
technicians: {
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
/**
 * The words on the card (npm run brand-images draws it).
 */
title: string
}
}
/**
 * Where the web editor (/admin/, Sveltia CMS) saves: the GitHub repository of this site and its branch. Editors sign in with their GitHub account; each save is a commit that CI validates.
 */
webEditor: {
/**
 * The GitHub repository as owner/name (for example florida-fix-it-pros/website).
 */
repository: string
/**
 * The branch the site is published from (for example main).
 */
branch: string
}
}
/**
 * One city the business serves. Each file data/cities/<citySlug>.yaml becomes the page /service-areas/<citySlug>.
 */
export interface City {
/**
 * The city's name as people write it (for example Boca Raton, Lauderdale-by-the-Sea).
 */
cityName: string
/**
 * The city's name in kebab-case followed by -fl (for example boca-raton-fl). It must match the file name.
 */
citySlug: string
/**
 * A Florida county, as its slug. The title is the name shown on pages.
 */
county: (AlachuaCounty | BakerCounty | BayCounty | BradfordCounty | BrevardCounty | BrowardCounty | CalhounCounty | CharlotteCounty | CitrusCounty | ClayCounty | CollierCounty | ColumbiaCounty | DeSotoCounty | DixieCounty | DuvalCounty | EscambiaCounty | FlaglerCounty | FranklinCounty | GadsdenCounty | GilchristCounty | GladesCounty | GulfCounty | HamiltonCounty | HardeeCounty | HendryCounty | HernandoCounty | HighlandsCounty | HillsboroughCounty | HolmesCounty | IndianRiverCounty | JacksonCounty | JeffersonCounty | LafayetteCounty | LakeCounty | LeeCounty | LeonCounty | LevyCounty | LibertyCounty | MadisonCounty | ManateeCounty | MarionCounty | MartinCounty | MiamiDadeCounty | MonroeCounty | NassauCounty | OkaloosaCounty | OkeechobeeCounty | OrangeCounty | OsceolaCounty | PalmBeachCounty | PascoCounty | PinellasCounty | PolkCounty | PutnamCounty | SantaRosaCounty | SarasotaCounty | SeminoleCounty | StJohnsCounty | StLucieCounty | SumterCounty | SuwanneeCounty | TaylorCounty | UnionCounty | VolusiaCounty | WakullaCounty | WaltonCounty | WashingtonCounty)
/**
 * The ZIP codes of the city, most common first. The first one is the city's main ZIP code.
 * 
 * @minItems 1
 * 
 * Items: A five-digit US ZIP code, written in quotes so leading zeros survive (for example "33431").
 */
zipCodes: [string, ...(string)[]]
/**
 * Other names people type for this city in the search box (for example Boca, WPB, Ft Lauderdale).
 */
aliases: string[]
/**
 * Neighbourhoods, communities or areas of the city, listed on its page.
 */
neighborhoods: string[]
/**
 * The service named in the page's heading and title.
 */
primaryService: string
/**
 * Two or three paragraphs written for this city alone: its neighborhoods, housing and local concerns (salt air, storms, HOAs, condo rules). No two cities' intros may be alike. Separate paragraphs with a blank line.
 */
intro: string
/**
 * true when the city appears in the search box of /service-areas (Palm Beach and Broward cities).
 */
searchable: boolean
/**
 * true when the city also has the short page /service-areas/<name without -fl> (nine cities have one).
 */
plainPage: boolean
/**
 * When the page's content last changed, YYYY-MM-DD. Shown to search engines in the sitemap.
 */
lastUpdated: string
}
/**
 * One service the business offers. Each file data/services/<slug>.yaml becomes the page /services/<slug> and one card in the services grid of the home page. Every text may use {{site.…}} placeholders, for example {{site.claims.repairsFrom}}.
 */
export interface Service {
/**
 * The service's address after /services/ (for example drywall-patching). It must match the file name. Only the twelve services of the site are allowed.
 */
slug: ("drywall-patching" | "painting" | "crown-molding-baseboards" | "doors" | "tile-and-stone" | "electrical" | "plumbing" | "wallpaper" | "remodeling" | "assembly-wall-hangings" | "caulking-sealing" | "more")
/**
 * The service's position in the home page grid, 1 to 12. Services 1-6 form the first group and 7-12 the second; no two services may share a number.
 */
order: number
/**
 * The short upper-case name printed on the service's card in the home page grid (for example TRIM CARPENTRY).
 */
label: string
/**
 * The service's name as the main heading of its page (for example Crown Molding & Baseboards).
 */
title: string
/**
 * The icon shown on the service's card and page.
 */
icon: ("wrench" | "hammer" | "paint-roller" | "paintbrush" | "ruler" | "door-open" | "layout-grid" | "zap" | "droplet" | "droplets" | "wallpaper" | "house" | "drill" | "sparkles" | "shield-check" | "clock" | "calendar-check" | "thumbs-up" | "badge-check" | "star" | "users" | "map-pin" | "phone" | "tv" | "lightbulb" | "package" | "sofa" | "frame" | "wind" | "sun" | "bath" | "cooking-pot" | "fence" | "grid-3x3" | "brush" | "palette" | "plug" | "hard-hat" | "award" | "heart-handshake" | "handshake" | "dollar-sign" | "timer" | "truck" | "smartphone" | "graduation-cap" | "book-open" | "clipboard-check" | "clipboard-list" | "message-square" | "mail" | "leaf" | "building-2" | "layers" | "lock" | "list-checks" | "search" | "pencil-ruler" | "armchair" | "blinds" | "spray-can" | "waves")
/**
 * One sentence describing the service, shown on its card in the home page grid.
 */
summary: string
/**
 * The browser tab and search-result title of the service page: 45-65 characters, different from every other page, naming the area served (for example South Florida or Palm Beach & Broward).
 */
metaTitle: string
/**
 * The summary search engines show under the title: 120-160 characters, different from every other page.
 */
metaDescription: string
/**
 * One or two sentences shown under the page heading, next to the call button.
 */
heroText: string
/**
 * Exactly six short bullet points listing what the service covers or why to book it.
 * 
 * @minItems 6
 * @maxItems 6
 * 
 * Items: A short piece of plain text shown on the page.
 */
benefits: [string, string, string, string, string, string]
/**
 * true to add a link to the online quote page (/quote) next to the call button on this service page.
 */
quoteLink: boolean
/**
 * Extra content blocks for the more detailed service pages, shown in this order below the benefits. Each block is a bullet list (type: list), a set of cards (type: cards) or a numbered process (type: steps).
 */
sections: (ListSection | CardsSection | StepsSection)[]
}
/**
 * A block with a heading and a bullet list.
 */
export interface ListSection {
/**
 * Always list for a bullet list.
 */
type: "list"
/**
 * The block's heading (for example Furniture Assembly).
 */
title: string
/**
 * The bullet points, one short phrase each.
 * 
 * @minItems 2
 * 
 * Items: A short piece of plain text shown on the page.
 */
items: [string, string, ...(string)[]]
}
/**
 * A block with a heading and a grid of cards, each with a title, a short text and an icon.
 */
export interface CardsSection {
/**
 * Always cards for a grid of cards.
 */
type: "cards"
/**
 * The block's heading (for example Why Choose Us).
 */
title: string
/**
 * The cards, in the order shown. Give each card an icon.
 * 
 * @minItems 2
 */
items: [TitledText, TitledText, ...(TitledText)[]]
}
/**
 * A block with a title and a short text (a card, a value, a step).
 */
export interface TitledText {
/**
 * The block's heading.
 */
title: string
/**
 * The block's text.
 */
text: string
/**
 * The name of an icon from the site's icon set (src/components/Icon.tsx draws each one).
 */
icon?: ("wrench" | "hammer" | "paint-roller" | "paintbrush" | "ruler" | "door-open" | "layout-grid" | "zap" | "droplet" | "droplets" | "wallpaper" | "house" | "drill" | "sparkles" | "shield-check" | "clock" | "calendar-check" | "thumbs-up" | "badge-check" | "star" | "users" | "map-pin" | "phone" | "tv" | "lightbulb" | "package" | "sofa" | "frame" | "wind" | "sun" | "bath" | "cooking-pot" | "fence" | "grid-3x3" | "brush" | "palette" | "plug" | "hard-hat" | "award" | "heart-handshake" | "handshake" | "dollar-sign" | "timer" | "truck" | "smartphone" | "graduation-cap" | "book-open" | "clipboard-check" | "clipboard-list" | "message-square" | "mail" | "leaf" | "building-2" | "layers" | "lock" | "list-checks" | "search" | "pencil-ruler" | "armchair" | "blinds" | "spray-can" | "waves")
}
/**
 * A block with a heading and numbered steps describing how the work is done.
 */
export interface StepsSection {
/**
 * Always steps for a numbered process.
 */
type: "steps"
/**
 * The block's heading (for example Our Process).
 */
title: string
/**
 * The steps in order; the page numbers them 1, 2, 3… automatically.
 * 
 * @minItems 2
 */
items: [TitledText, TitledText, ...(TitledText)[]]
}
/**
 * One completed project shown in the portfolio. Each file data/projects/<id>.yaml becomes a card on /portfolio and the page /portfolio/<id>.
 */
export interface Project {
/**
 * The project's web address name in kebab-case (for example parking-lot-striping). It must match the file name and is used in the link /portfolio/<id>.
 */
id: string
/**
 * The project's name, shown on the card and as the heading of its page (for example Custom TV Wall Unit).
 */
title: string
/**
 * Two to four sentences on what the customer needed and what we did. The card shows only the first two lines, so put the most interesting part first.
 */
description: string
/**
 * The portfolio category the project is filed under; it decides which filter button shows it. The labels of the buttons are in data/project-categories.yaml.
 */
category: ("custom-cabinetry" | "bathroom-remodeling" | "commercial-painting" | "tile-repair" | "exterior-repair" | "custom-storage" | "custom-installations" | "kitchen-remodeling" | "lighting-installation" | "wallpaper-installation")
/**
 * The city where the work was done, written 'City, FL' (for example Boynton Beach, FL). Never a street address.
 */
location: string
/**
 * The month the project was finished, written YYYY-MM (for example 2024-11). Pages show it as month and year.
 */
completedDate: string
/**
 * Two to five photos of the finished work. The first photo is the thumbnail on the portfolio card and the first one shown on the project page.
 * 
 * @minItems 2
 * @maxItems 5
 * 
 * Items: One photo with its description.
 */
images: [{
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
src: string
/**
 * What the photo shows, for visitors who use screen readers and for search engines (for example White oak TV wall unit with lit floating shelves). Don't start with 'Image of'.
 */
alt: string
}, {
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
src: string
/**
 * What the photo shows, for visitors who use screen readers and for search engines (for example White oak TV wall unit with lit floating shelves). Don't start with 'Image of'.
 */
alt: string
}]|[{
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
src: string
/**
 * What the photo shows, for visitors who use screen readers and for search engines (for example White oak TV wall unit with lit floating shelves). Don't start with 'Image of'.
 */
alt: string
}, {
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
src: string
/**
 * What the photo shows, for visitors who use screen readers and for search engines (for example White oak TV wall unit with lit floating shelves). Don't start with 'Image of'.
 */
alt: string
}, {
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
src: string
/**
 * What the photo shows, for visitors who use screen readers and for search engines (for example White oak TV wall unit with lit floating shelves). Don't start with 'Image of'.
 */
alt: string
}]|[{
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
src: string
/**
 * What the photo shows, for visitors who use screen readers and for search engines (for example White oak TV wall unit with lit floating shelves). Don't start with 'Image of'.
 */
alt: string
}, {
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
src: string
/**
 * What the photo shows, for visitors who use screen readers and for search engines (for example White oak TV wall unit with lit floating shelves). Don't start with 'Image of'.
 */
alt: string
}, {
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
src: string
/**
 * What the photo shows, for visitors who use screen readers and for search engines (for example White oak TV wall unit with lit floating shelves). Don't start with 'Image of'.
 */
alt: string
}, {
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
src: string
/**
 * What the photo shows, for visitors who use screen readers and for search engines (for example White oak TV wall unit with lit floating shelves). Don't start with 'Image of'.
 */
alt: string
}]|[{
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
src: string
/**
 * What the photo shows, for visitors who use screen readers and for search engines (for example White oak TV wall unit with lit floating shelves). Don't start with 'Image of'.
 */
alt: string
}, {
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
src: string
/**
 * What the photo shows, for visitors who use screen readers and for search engines (for example White oak TV wall unit with lit floating shelves). Don't start with 'Image of'.
 */
alt: string
}, {
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
src: string
/**
 * What the photo shows, for visitors who use screen readers and for search engines (for example White oak TV wall unit with lit floating shelves). Don't start with 'Image of'.
 */
alt: string
}, {
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
src: string
/**
 * What the photo shows, for visitors who use screen readers and for search engines (for example White oak TV wall unit with lit floating shelves). Don't start with 'Image of'.
 */
alt: string
}, {
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
src: string
/**
 * What the photo shows, for visitors who use screen readers and for search engines (for example White oak TV wall unit with lit floating shelves). Don't start with 'Image of'.
 */
alt: string
}]
/**
 * The kinds of work done on this project, most important first. The card shows the first three and a '+N more' badge for the rest; the project page lists them all.
 * 
 * @minItems 2
 * @maxItems 7
 * 
 * Items: One kind of work (for example Drywall Repair).
 */
services: [string, string]|[string, string, string]|[string, string, string, string]|[string, string, string, string, string]|[string, string, string, string, string, string]|[string, string, string, string, string, string, string]
/**
 * What the customer said about the project, if they gave us a comment. Leave it out when there is none; the page then shows no testimonial block.
 */
testimonial?: {
/**
 * The customer's words, without quotation marks (the page adds them).
 */
text: string
/**
 * Who said it. We never publish customers' names, so this is always Satisfied Customer.
 */
author: "Satisfied Customer"
}
}
/**
 * The filter buttons at the top of /portfolio, in the order they appear. The first button, All Projects, is always shown and is not listed here.
 */
export interface ProjectCategories {
/**
 * One entry per filter button, in display order. Every category a project uses must be listed.
 * 
 * @minItems 1
 * 
 * Items: One filter button.
 */
categories: [{
/**
 * The portfolio category the project is filed under; it decides which filter button shows it. The labels of the buttons are in data/project-categories.yaml.
 */
slug: ("custom-cabinetry" | "bathroom-remodeling" | "commercial-painting" | "tile-repair" | "exterior-repair" | "custom-storage" | "custom-installations" | "kitchen-remodeling" | "lighting-installation" | "wallpaper-installation")
/**
 * The text on the button and on the category badge of each project card (for example Custom Cabinetry).
 */
label: string
}, ...({
/**
 * The portfolio category the project is filed under; it decides which filter button shows it. The labels of the buttons are in data/project-categories.yaml.
 */
slug: ("custom-cabinetry" | "bathroom-remodeling" | "commercial-painting" | "tile-repair" | "exterior-repair" | "custom-storage" | "custom-installations" | "kitchen-remodeling" | "lighting-installation" | "wallpaper-installation")
/**
 * The text on the button and on the category badge of each project card (for example Custom Cabinetry).
 */
label: string
})[]]
}
/**
 * One article of the blog. Each file data/blog/<id>.yaml becomes a card on /blog; 'Read More' on the card opens the whole article.
 */
export interface BlogPost {
/**
 * The article's short name in kebab-case (for example how-to-hire-a-handyman). It must match the file name.
 */
id: string
/**
 * The article's headline, shown on the card and at the top of the article.
 */
title: string
/**
 * One or two sentences that make people want to read on, shown on the card under the headline.
 */
excerpt: string
/**
 * The publication date, YYYY-MM-DD. Cards are shown newest first.
 */
date: string
/**
 * How long the article takes to read, written like '8 min read' (about 200 words a minute).
 */
readTime: string
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
/**
 * What the photo shows, for visitors who use screen readers and for search engines.
 */
imageAlt: string
/**
 * The summary search engines and social networks show under the title. Keep it under 160 characters.
 */
metaDescription: string
/**
 * The whole article in Markdown: '## ' and '### ' for headings (the title above is the only top-level heading), paragraphs separated by a blank line, lists with '- ' or '1. ', **bold** for emphasis. No HTML.
 */
content: string
}
/**
 * The content of the home page (/), section by section in the order shown. Every text may use {{site.…}} placeholders such as {{site.claims.homesServed}}; the phone number, hours and call buttons come from data/site.yaml and the page layout, so never type them here.
 */
export interface HomePage {
/**
 * The browser tab and search-result title of the page, about 30-65 characters once placeholders such as {{site.businessName}} are filled in.
 */
metaTitle: string
/**
 * The summary search engines show under the title: 120-160 characters, different from every other page.
 */
metaDescription: string
/**
 * The large opening banner at the top of the page, over a full-width photo. The GET FREE QUOTE button to /quote and the call button are added by the page.
 */
hero: {
/**
 * A short line above the headline naming who we are and where we work (for example Licensed & insured · Palm Beach & Broward).
 */
eyebrow?: string
/**
 * The main heading (h1) of the site: what we do and where.
 */
headline: string
/**
 * One short line under the headline.
 */
slogan: string
/**
 * Exactly three trust badges shown under the buttons.
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One trust badge: an icon and a short label.
 */
badges: [{
/**
 * The badge's short text (placeholders such as {{site.claims.homesServed}} are allowed).
 */
label: string
/**
 * The name of an icon from the site's icon set (src/components/Icon.tsx draws each one).
 */
icon: ("wrench" | "hammer" | "paint-roller" | "paintbrush" | "ruler" | "door-open" | "layout-grid" | "zap" | "droplet" | "droplets" | "wallpaper" | "house" | "drill" | "sparkles" | "shield-check" | "clock" | "calendar-check" | "thumbs-up" | "badge-check" | "star" | "users" | "map-pin" | "phone" | "tv" | "lightbulb" | "package" | "sofa" | "frame" | "wind" | "sun" | "bath" | "cooking-pot" | "fence" | "grid-3x3" | "brush" | "palette" | "plug" | "hard-hat" | "award" | "heart-handshake" | "handshake" | "dollar-sign" | "timer" | "truck" | "smartphone" | "graduation-cap" | "book-open" | "clipboard-check" | "clipboard-list" | "message-square" | "mail" | "leaf" | "building-2" | "layers" | "lock" | "list-checks" | "search" | "pencil-ruler" | "armchair" | "blinds" | "spray-can" | "waves")
}, {
/**
 * The badge's short text (placeholders such as {{site.claims.homesServed}} are allowed).
 */
label: string
/**
 * The name of an icon from the site's icon set (src/components/Icon.tsx draws each one).
 */
icon: ("wrench" | "hammer" | "paint-roller" | "paintbrush" | "ruler" | "door-open" | "layout-grid" | "zap" | "droplet" | "droplets" | "wallpaper" | "house" | "drill" | "sparkles" | "shield-check" | "clock" | "calendar-check" | "thumbs-up" | "badge-check" | "star" | "users" | "map-pin" | "phone" | "tv" | "lightbulb" | "package" | "sofa" | "frame" | "wind" | "sun" | "bath" | "cooking-pot" | "fence" | "grid-3x3" | "brush" | "palette" | "plug" | "hard-hat" | "award" | "heart-handshake" | "handshake" | "dollar-sign" | "timer" | "truck" | "smartphone" | "graduation-cap" | "book-open" | "clipboard-check" | "clipboard-list" | "message-square" | "mail" | "leaf" | "building-2" | "layers" | "lock" | "list-checks" | "search" | "pencil-ruler" | "armchair" | "blinds" | "spray-can" | "waves")
}, {
/**
 * The badge's short text (placeholders such as {{site.claims.homesServed}} are allowed).
 */
label: string
/**
 * The name of an icon from the site's icon set (src/components/Icon.tsx draws each one).
 */
icon: ("wrench" | "hammer" | "paint-roller" | "paintbrush" | "ruler" | "door-open" | "layout-grid" | "zap" | "droplet" | "droplets" | "wallpaper" | "house" | "drill" | "sparkles" | "shield-check" | "clock" | "calendar-check" | "thumbs-up" | "badge-check" | "star" | "users" | "map-pin" | "phone" | "tv" | "lightbulb" | "package" | "sofa" | "frame" | "wind" | "sun" | "bath" | "cooking-pot" | "fence" | "grid-3x3" | "brush" | "palette" | "plug" | "hard-hat" | "award" | "heart-handshake" | "handshake" | "dollar-sign" | "timer" | "truck" | "smartphone" | "graduation-cap" | "book-open" | "clipboard-check" | "clipboard-list" | "message-square" | "mail" | "leaf" | "building-2" | "layers" | "lock" | "list-checks" | "search" | "pencil-ruler" | "armchair" | "blinds" | "spray-can" | "waves")
}]
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
/**
 * What the banner photo shows, for visitors who use screen readers. Describe the picture, not the business (for example: A living room with a slatted accent wall and a built-in TV unit).
 */
imageAlt: string
}
/**
 * The strip of brand logos that scrolls across the page.
 */
brands: {
/**
 * The strip's heading.
 */
heading: string
/**
 * The logos in the order they scroll, 6 to 8 of them. A logo whose image is missing is hidden automatically.
 * 
 * @minItems 6
 * @maxItems 8
 * 
 * Items: One brand logo.
 */
logos: [{
/**
 * The brand's name, used as the image's alternative text.
 */
name: string
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
}, {
/**
 * The brand's name, used as the image's alternative text.
 */
name: string
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
}, {
/**
 * The brand's name, used as the image's alternative text.
 */
name: string
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
}, {
/**
 * The brand's name, used as the image's alternative text.
 */
name: string
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
}, {
/**
 * The brand's name, used as the image's alternative text.
 */
name: string
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
}, {
/**
 * The brand's name, used as the image's alternative text.
 */
name: string
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
}]|[{
/**
 * The brand's name, used as the image's alternative text.
 */
name: string
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
}, {
/**
 * The brand's name, used as the image's alternative text.
 */
name: string
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
}, {
/**
 * The brand's name, used as the image's alternative text.
 */
name: string
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
}, {
/**
 * The brand's name, used as the image's alternative text.
 */
name: string
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
}, {
/**
 * The brand's name, used as the image's alternative text.
 */
name: string
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
}, {
/**
 * The brand's name, used as the image's alternative text.
 */
name: string
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
}, {
/**
 * The brand's name, used as the image's alternative text.
 */
name: string
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
}]|[{
/**
 * The brand's name, used as the image's alternative text.
 */
name: string
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
}, {
/**
 * The brand's name, used as the image's alternative text.
 */
name: string
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
}, {
/**
 * The brand's name, used as the image's alternative text.
 */
name: string
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
}, {
/**
 * The brand's name, used as the image's alternative text.
 */
name: string
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
}, {
/**
 * The brand's name, used as the image's alternative text.
 */
name: string
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
}, {
/**
 * The brand's name, used as the image's alternative text.
 */
name: string
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
}, {
/**
 * The brand's name, used as the image's alternative text.
 */
name: string
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
}, {
/**
 * The brand's name, used as the image's alternative text.
 */
name: string
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
image: string
}]
}
/**
 * The services grid (#services). The twelve cards themselves come from data/services/.
 */
servicesSection: {
/**
 * The section's heading.
 */
heading: string
/**
 * One or two sentences under the heading.
 */
intro: string
/**
 * The line shown between the first six and the last six services.
 */
betweenGroupsLine: string
}
/**
 * The 'Why Choose Us' section.
 */
whyChooseUs: {
/**
 * The section's heading.
 */
heading: string
/**
 * Exactly five reasons, each with a title, a short text and an icon.
 * 
 * @minItems 5
 * @maxItems 5
 */
items: [TitledText1, TitledText1, TitledText1, TitledText1, TitledText1]
/**
 * One or two sentences under the heading, beside the list of reasons.
 */
intro?: string
}
/**
 * Three customer reviews.
 */
reviews: {
/**
 * The section's heading.
 */
heading: string
/**
 * Exactly three reviews.
 * 
 * @minItems 3
 * @maxItems 3
 */
items: [Review, Review, Review]
}
/**
 * The block inviting visitors to the portfolio (the link goes to /portfolio).
 */
seeOurWork: {
/**
 * The block's heading.
 */
heading: string
/**
 * One or two sentences about our completed projects.
 */
text: string
/**
 * The text of the link to /portfolio.
 */
linkLabel: string
}
/**
 * The frequently asked questions (#faq), shown as an accordion with one answer open at a time.
 */
faq: {
/**
 * The section's heading.
 */
heading: string
/**
 * Exactly seven questions with their answers, in the order shown.
 * 
 * @minItems 7
 * @maxItems 7
 */
items: [FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem]
/**
 * One or two sentences under the heading, before the questions.
 */
intro?: string
}
/**
 * The contact section (#contact). The call buttons and business hours are added from data/site.yaml.
 */
contact: {
/**
 * The section's heading.
 */
heading: string
/**
 * One or two sentences inviting visitors to call or request a quote.
 */
text: string
/**
 * The emergency repairs box with its own call button.
 */
emergency: {
/**
 * The box's heading.
 */
heading: string
/**
 * One or two sentences on what counts as an emergency and how fast we respond.
 */
text: string
/**
 * The text of the call button in the box.
 */
buttonLabel: string
}
}
}
/**
 * A block with a title and a short text (a card, a value, a step).
 */
export interface TitledText1 {
/**
 * The block's heading.
 */
title: string
/**
 * The block's text.
 */
text: string
/**
 * The name of an icon from the site's icon set (src/components/Icon.tsx draws each one).
 */
icon?: ("wrench" | "hammer" | "paint-roller" | "paintbrush" | "ruler" | "door-open" | "layout-grid" | "zap" | "droplet" | "droplets" | "wallpaper" | "house" | "drill" | "sparkles" | "shield-check" | "clock" | "calendar-check" | "thumbs-up" | "badge-check" | "star" | "users" | "map-pin" | "phone" | "tv" | "lightbulb" | "package" | "sofa" | "frame" | "wind" | "sun" | "bath" | "cooking-pot" | "fence" | "grid-3x3" | "brush" | "palette" | "plug" | "hard-hat" | "award" | "heart-handshake" | "handshake" | "dollar-sign" | "timer" | "truck" | "smartphone" | "graduation-cap" | "book-open" | "clipboard-check" | "clipboard-list" | "message-square" | "mail" | "leaf" | "building-2" | "layers" | "lock" | "list-checks" | "search" | "pencil-ruler" | "armchair" | "blinds" | "spray-can" | "waves")
}
/**
 * One customer review.
 */
export interface Review {
/**
 * The single capital letter shown in the reviewer's round avatar, normally the first letter of the author's name.
 */
initial: string
/**
 * The review's short headline.
 */
title: string
/**
 * What the customer said.
 */
content: string
/**
 * The reviewer's first name and last initial, optionally with the city (for example Maria G., Delray Beach).
 */
author: string
/**
 * The date of the review, YYYY-MM-DD.
 */
date: string
}
/**
 * One question of a FAQ with its answer.
 */
export interface FaqItem {
/**
 * The question, as the visitor would ask it.
 */
question: string
/**
 * The answer, in plain text.
 */
answer: string
}
/**
 * The content of the About Us page (/about). Every text may use {{site.…}} placeholders such as {{site.tagline}} or {{site.businessName}}.
 */
export interface AboutPage {
/**
 * The browser tab and search-result title of the page, about 30-65 characters once placeholders such as {{site.businessName}} are filled in.
 */
metaTitle: string
/**
 * The summary search engines show under the title: 120-160 characters, different from every other page.
 */
metaDescription: string
/**
 * The small label above the main heading, naming the page (for example About Us).
 */
eyebrow: string
/**
 * The main heading (h1) shown above the value blocks. It normally shows the company tagline from data/site.yaml ({{site.tagline}}).
 */
heading: string
/**
 * A short paragraph introducing the company. Separate paragraphs with a blank line.
 */
intro: string
/**
 * Three short facts shown as large figures beside the introduction. Take the figures from data/site.yaml with placeholders, so they never disagree with the rest of the site.
 * 
 * @minItems 3
 * @maxItems 3
 */
highlights: [{
/**
 * The figure itself, for example {{site.claims.homesServed}}.
 */
value: string
/**
 * What the figure counts, in a few words (for example: homes served in Florida).
 */
label: string
}, {
/**
 * The figure itself, for example {{site.claims.homesServed}}.
 */
value: string
/**
 * What the figure counts, in a few words (for example: homes served in Florida).
 */
label: string
}, {
/**
 * The figure itself, for example {{site.claims.homesServed}}.
 */
value: string
/**
 * What the figure counts, in a few words (for example: homes served in Florida).
 */
label: string
}]
/**
 * Exactly five value blocks, each with a title, a short text and an icon.
 * 
 * @minItems 5
 * @maxItems 5
 */
values: [TitledText2, TitledText2, TitledText2, TitledText2, TitledText2]
/**
 * The heading (h2) above the value blocks.
 */
valuesHeading: string
/**
 * The closing call-to-action band at the bottom of the page; its call and quote buttons are added by the page.
 */
cta: {
/**
 * The band heading, a short invitation (for example: Let us fix it together).
 */
heading: string
/**
 * One optional sentence under the heading.
 */
text?: string
}
}
/**
 * A block with a title and a short text (a card, a value, a step).
 */
export interface TitledText2 {
/**
 * The block's heading.
 */
title: string
/**
 * The block's text.
 */
text: string
/**
 * The name of an icon from the site's icon set (src/components/Icon.tsx draws each one).
 */
icon?: ("wrench" | "hammer" | "paint-roller" | "paintbrush" | "ruler" | "door-open" | "layout-grid" | "zap" | "droplet" | "droplets" | "wallpaper" | "house" | "drill" | "sparkles" | "shield-check" | "clock" | "calendar-check" | "thumbs-up" | "badge-check" | "star" | "users" | "map-pin" | "phone" | "tv" | "lightbulb" | "package" | "sofa" | "frame" | "wind" | "sun" | "bath" | "cooking-pot" | "fence" | "grid-3x3" | "brush" | "palette" | "plug" | "hard-hat" | "award" | "heart-handshake" | "handshake" | "dollar-sign" | "timer" | "truck" | "smartphone" | "graduation-cap" | "book-open" | "clipboard-check" | "clipboard-list" | "message-square" | "mail" | "leaf" | "building-2" | "layers" | "lock" | "list-checks" | "search" | "pencil-ruler" | "armchair" | "blinds" | "spray-can" | "waves")
}
/**
 * The content of the Our Goals page (/goals). Every text may use {{site.…}} placeholders such as {{site.businessName}}.
 */
export interface GoalsPage {
/**
 * The browser tab and search-result title of the page, about 30-65 characters once placeholders such as {{site.businessName}} are filled in.
 */
metaTitle: string
/**
 * The summary search engines show under the title: 120-160 characters, different from every other page.
 */
metaDescription: string
/**
 * The main heading (h1) of the page.
 */
heading: string
/**
 * A short paragraph under the heading. Separate paragraphs with a blank line.
 */
intro: string
/**
 * Exactly five goals, each with a title, a short text and an icon.
 * 
 * @minItems 5
 * @maxItems 5
 */
goals: [TitledText3, TitledText3, TitledText3, TitledText3, TitledText3]
/**
 * The promise statement shown after the goals.
 */
promise: {
/**
 * The statement's heading.
 */
heading: string
/**
 * The promise itself, a few sentences.
 */
text: string
}
/**
 * The heading (h2) above the list of goals.
 */
goalsHeading: string
/**
 * The closing call-to-action band at the bottom of the page; its call and quote buttons are added by the page.
 */
cta: {
/**
 * The band heading, a short invitation.
 */
heading: string
/**
 * One optional sentence under the heading.
 */
text?: string
}
}
/**
 * A block with a title and a short text (a card, a value, a step).
 */
export interface TitledText3 {
/**
 * The block's heading.
 */
title: string
/**
 * The block's text.
 */
text: string
/**
 * The name of an icon from the site's icon set (src/components/Icon.tsx draws each one).
 */
icon?: ("wrench" | "hammer" | "paint-roller" | "paintbrush" | "ruler" | "door-open" | "layout-grid" | "zap" | "droplet" | "droplets" | "wallpaper" | "house" | "drill" | "sparkles" | "shield-check" | "clock" | "calendar-check" | "thumbs-up" | "badge-check" | "star" | "users" | "map-pin" | "phone" | "tv" | "lightbulb" | "package" | "sofa" | "frame" | "wind" | "sun" | "bath" | "cooking-pot" | "fence" | "grid-3x3" | "brush" | "palette" | "plug" | "hard-hat" | "award" | "heart-handshake" | "handshake" | "dollar-sign" | "timer" | "truck" | "smartphone" | "graduation-cap" | "book-open" | "clipboard-check" | "clipboard-list" | "message-square" | "mail" | "leaf" | "building-2" | "layers" | "lock" | "list-checks" | "search" | "pencil-ruler" | "armchair" | "blinds" | "spray-can" | "waves")
}
/**
 * The content of the page /custom-wall-units. Every text may use {{site.…}} placeholders; the quote link and call buttons are added by the page.
 */
export interface CustomWallUnitsPage {
/**
 * The browser tab and search-result title of the page, about 30-65 characters once placeholders such as {{site.businessName}} are filled in.
 */
metaTitle: string
/**
 * The summary search engines show under the title: 120-160 characters, different from every other page.
 */
metaDescription: string
/**
 * The opening banner.
 */
hero: {
/**
 * The main heading (h1) of the page.
 */
heading: string
/**
 * One or two sentences under the heading.
 */
text: string
}
/**
 * The heading (h2) above the four feature cards.
 */
featuresHeading: string
/**
 * Exactly four feature cards, each with a title, a short text and an icon.
 * 
 * @minItems 4
 * @maxItems 4
 */
features: [TitledText4, TitledText4, TitledText4, TitledText4]
/**
 * The 'why choose us' list.
 */
whyChoose: {
/**
 * The list's heading.
 */
heading: string
/**
 * The reasons, one short phrase each.
 * 
 * @minItems 3
 * 
 * Items: A short piece of plain text shown on the page.
 */
items: [string, string, string, ...(string)[]]
}
/**
 * The list of what every project includes.
 */
included: {
/**
 * The list's heading.
 */
heading: string
/**
 * The included items, one short phrase each.
 * 
 * @minItems 3
 * 
 * Items: A short piece of plain text shown on the page.
 */
items: [string, string, string, ...(string)[]]
}
/**
 * The list of what the free consultation covers.
 */
consultation: {
/**
 * The list's heading.
 */
heading: string
/**
 * What happens at the consultation, one short phrase each.
 * 
 * @minItems 3
 * 
 * Items: A short piece of plain text shown on the page.
 */
items: [string, string, string, ...(string)[]]
}
/**
 * The numbered process.
 */
process: {
/**
 * The process's heading.
 */
heading: string
/**
 * Exactly four steps in order; the page numbers them automatically.
 * 
 * @minItems 4
 * @maxItems 4
 */
steps: [TitledText5, TitledText5, TitledText5, TitledText5]
}
/**
 * The short trust line shown next to the call buttons.
 */
ratingLine: string
/**
 * The warranty block.
 */
warranty: {
/**
 * The block's heading.
 */
heading: string
/**
 * What the warranty covers, in a few sentences.
 */
text: string
}
}
/**
 * A block with a title and a short text (a card, a value, a step).
 */
export interface TitledText4 {
/**
 * The block's heading.
 */
title: string
/**
 * The block's text.
 */
text: string
/**
 * The name of an icon from the site's icon set (src/components/Icon.tsx draws each one).
 */
icon?: ("wrench" | "hammer" | "paint-roller" | "paintbrush" | "ruler" | "door-open" | "layout-grid" | "zap" | "droplet" | "droplets" | "wallpaper" | "house" | "drill" | "sparkles" | "shield-check" | "clock" | "calendar-check" | "thumbs-up" | "badge-check" | "star" | "users" | "map-pin" | "phone" | "tv" | "lightbulb" | "package" | "sofa" | "frame" | "wind" | "sun" | "bath" | "cooking-pot" | "fence" | "grid-3x3" | "brush" | "palette" | "plug" | "hard-hat" | "award" | "heart-handshake" | "handshake" | "dollar-sign" | "timer" | "truck" | "smartphone" | "graduation-cap" | "book-open" | "clipboard-check" | "clipboard-list" | "message-square" | "mail" | "leaf" | "building-2" | "layers" | "lock" | "list-checks" | "search" | "pencil-ruler" | "armchair" | "blinds" | "spray-can" | "waves")
}
/**
 * A block with a title and a short text (a card, a value, a step).
 */
export interface TitledText5 {
/**
 * The block's heading.
 */
title: string
/**
 * The block's text.
 */
text: string
/**
 * The name of an icon from the site's icon set (src/components/Icon.tsx draws each one).
 */
icon?: ("wrench" | "hammer" | "paint-roller" | "paintbrush" | "ruler" | "door-open" | "layout-grid" | "zap" | "droplet" | "droplets" | "wallpaper" | "house" | "drill" | "sparkles" | "shield-check" | "clock" | "calendar-check" | "thumbs-up" | "badge-check" | "star" | "users" | "map-pin" | "phone" | "tv" | "lightbulb" | "package" | "sofa" | "frame" | "wind" | "sun" | "bath" | "cooking-pot" | "fence" | "grid-3x3" | "brush" | "palette" | "plug" | "hard-hat" | "award" | "heart-handshake" | "handshake" | "dollar-sign" | "timer" | "truck" | "smartphone" | "graduation-cap" | "book-open" | "clipboard-check" | "clipboard-list" | "message-square" | "mail" | "leaf" | "building-2" | "layers" | "lock" | "list-checks" | "search" | "pencil-ruler" | "armchair" | "blinds" | "spray-can" | "waves")
}
/**
 * The page an unknown /portfolio/{id} address answers with (status 404): it sends the visitor on to the project list at once (SPEC 2.14), and shows this text only where that cannot happen automatically.
 */
export interface ProjectNotFoundPage {
/**
 * The browser tab title while the visitor is sent on, about 30-65 characters.
 */
metaTitle: string
/**
 * A summary of the page (it is never indexed): 110-170 characters.
 */
metaDescription: string
/**
 * The main heading (h1), saying that this project is not in the portfolio.
 */
heading: string
/**
 * One sentence saying the visitor is being taken to the project list.
 */
text: string
/**
 * The text of the link to /portfolio, for browsers that do not follow the automatic redirect.
 */
linkLabel: string
}
/**
 * The content of the online quote page (/quote). The request form itself is embedded from the job-management service set in data/site.yaml (quoteEmbed); the call box is added by the page. Every text may use {{site.…}} placeholders such as {{site.claims.quoteResponse}}.
 */
export interface QuotePage {
/**
 * The browser tab and search-result title of the page, about 30-65 characters once placeholders such as {{site.businessName}} are filled in.
 */
metaTitle: string
/**
 * The summary search engines show under the title: 120-160 characters, different from every other page.
 */
metaDescription: string
/**
 * The main heading (h1), promising a quote within {{site.claims.quoteResponse}}.
 */
heading: string
/**
 * One or two sentences under the heading.
 */
text: string
/**
 * Exactly three badges shown under the heading.
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One badge: an icon and a short label.
 */
badges: [{
/**
 * The badge's short text (placeholders such as {{site.claims.homesServed}} are allowed).
 */
label: string
/**
 * The name of an icon from the site's icon set (src/components/Icon.tsx draws each one).
 */
icon: ("wrench" | "hammer" | "paint-roller" | "paintbrush" | "ruler" | "door-open" | "layout-grid" | "zap" | "droplet" | "droplets" | "wallpaper" | "house" | "drill" | "sparkles" | "shield-check" | "clock" | "calendar-check" | "thumbs-up" | "badge-check" | "star" | "users" | "map-pin" | "phone" | "tv" | "lightbulb" | "package" | "sofa" | "frame" | "wind" | "sun" | "bath" | "cooking-pot" | "fence" | "grid-3x3" | "brush" | "palette" | "plug" | "hard-hat" | "award" | "heart-handshake" | "handshake" | "dollar-sign" | "timer" | "truck" | "smartphone" | "graduation-cap" | "book-open" | "clipboard-check" | "clipboard-list" | "message-square" | "mail" | "leaf" | "building-2" | "layers" | "lock" | "list-checks" | "search" | "pencil-ruler" | "armchair" | "blinds" | "spray-can" | "waves")
}, {
/**
 * The badge's short text (placeholders such as {{site.claims.homesServed}} are allowed).
 */
label: string
/**
 * The name of an icon from the site's icon set (src/components/Icon.tsx draws each one).
 */
icon: ("wrench" | "hammer" | "paint-roller" | "paintbrush" | "ruler" | "door-open" | "layout-grid" | "zap" | "droplet" | "droplets" | "wallpaper" | "house" | "drill" | "sparkles" | "shield-check" | "clock" | "calendar-check" | "thumbs-up" | "badge-check" | "star" | "users" | "map-pin" | "phone" | "tv" | "lightbulb" | "package" | "sofa" | "frame" | "wind" | "sun" | "bath" | "cooking-pot" | "fence" | "grid-3x3" | "brush" | "palette" | "plug" | "hard-hat" | "award" | "heart-handshake" | "handshake" | "dollar-sign" | "timer" | "truck" | "smartphone" | "graduation-cap" | "book-open" | "clipboard-check" | "clipboard-list" | "message-square" | "mail" | "leaf" | "building-2" | "layers" | "lock" | "list-checks" | "search" | "pencil-ruler" | "armchair" | "blinds" | "spray-can" | "waves")
}, {
/**
 * The badge's short text (placeholders such as {{site.claims.homesServed}} are allowed).
 */
label: string
/**
 * The name of an icon from the site's icon set (src/components/Icon.tsx draws each one).
 */
icon: ("wrench" | "hammer" | "paint-roller" | "paintbrush" | "ruler" | "door-open" | "layout-grid" | "zap" | "droplet" | "droplets" | "wallpaper" | "house" | "drill" | "sparkles" | "shield-check" | "clock" | "calendar-check" | "thumbs-up" | "badge-check" | "star" | "users" | "map-pin" | "phone" | "tv" | "lightbulb" | "package" | "sofa" | "frame" | "wind" | "sun" | "bath" | "cooking-pot" | "fence" | "grid-3x3" | "brush" | "palette" | "plug" | "hard-hat" | "award" | "heart-handshake" | "handshake" | "dollar-sign" | "timer" | "truck" | "smartphone" | "graduation-cap" | "book-open" | "clipboard-check" | "clipboard-list" | "message-square" | "mail" | "leaf" | "building-2" | "layers" | "lock" | "list-checks" | "search" | "pencil-ruler" | "armchair" | "blinds" | "spray-can" | "waves")
}]
/**
 * The heading above the embedded request form.
 */
formHeading: string
/**
 * The message shown instead of the form when the form cannot load (for example when a browser blocks it).
 */
fallback: {
/**
 * The message's heading.
 */
heading: string
/**
 * What to do instead: call or e-mail us. Use {{site.phone.display}} and {{site.email.office}} rather than typing them.
 */
text: string
}
/**
 * The 'What to Expect' box in the sidebar.
 */
steps: {
/**
 * The box's heading.
 */
heading: string
/**
 * Exactly three steps in order; the page numbers them automatically.
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One step.
 */
items: [{
/**
 * The step's title.
 */
title: string
/**
 * One sentence describing the step.
 */
text: string
}, {
/**
 * The step's title.
 */
title: string
/**
 * One sentence describing the step.
 */
text: string
}, {
/**
 * The step's title.
 */
title: string
/**
 * One sentence describing the step.
 */
text: string
}]
}
/**
 * The list of popular services in the sidebar; each links to its service page.
 */
popularServices: {
/**
 * The list's heading.
 */
heading: string
/**
 * 5 or 6 service slugs, in the order shown (for example drywall-patching). The names and links come from data/services/.
 * 
 * @minItems 5
 * @maxItems 6
 * 
 * Items: The slug of one of the twelve services (the part of /services/<slug> after /services/).
 */
items: [("drywall-patching" | "painting" | "crown-molding-baseboards" | "doors" | "tile-and-stone" | "electrical" | "plumbing" | "wallpaper" | "remodeling" | "assembly-wall-hangings" | "caulking-sealing" | "more"), ("drywall-patching" | "painting" | "crown-molding-baseboards" | "doors" | "tile-and-stone" | "electrical" | "plumbing" | "wallpaper" | "remodeling" | "assembly-wall-hangings" | "caulking-sealing" | "more"), ("drywall-patching" | "painting" | "crown-molding-baseboards" | "doors" | "tile-and-stone" | "electrical" | "plumbing" | "wallpaper" | "remodeling" | "assembly-wall-hangings" | "caulking-sealing" | "more"), ("drywall-patching" | "painting" | "crown-molding-baseboards" | "doors" | "tile-and-stone" | "electrical" | "plumbing" | "wallpaper" | "remodeling" | "assembly-wall-hangings" | "caulking-sealing" | "more"), ("drywall-patching" | "painting" | "crown-molding-baseboards" | "doors" | "tile-and-stone" | "electrical" | "plumbing" | "wallpaper" | "remodeling" | "assembly-wall-hangings" | "caulking-sealing" | "more")]|[("drywall-patching" | "painting" | "crown-molding-baseboards" | "doors" | "tile-and-stone" | "electrical" | "plumbing" | "wallpaper" | "remodeling" | "assembly-wall-hangings" | "caulking-sealing" | "more"), ("drywall-patching" | "painting" | "crown-molding-baseboards" | "doors" | "tile-and-stone" | "electrical" | "plumbing" | "wallpaper" | "remodeling" | "assembly-wall-hangings" | "caulking-sealing" | "more"), ("drywall-patching" | "painting" | "crown-molding-baseboards" | "doors" | "tile-and-stone" | "electrical" | "plumbing" | "wallpaper" | "remodeling" | "assembly-wall-hangings" | "caulking-sealing" | "more"), ("drywall-patching" | "painting" | "crown-molding-baseboards" | "doors" | "tile-and-stone" | "electrical" | "plumbing" | "wallpaper" | "remodeling" | "assembly-wall-hangings" | "caulking-sealing" | "more"), ("drywall-patching" | "painting" | "crown-molding-baseboards" | "doors" | "tile-and-stone" | "electrical" | "plumbing" | "wallpaper" | "remodeling" | "assembly-wall-hangings" | "caulking-sealing" | "more"), ("drywall-patching" | "painting" | "crown-molding-baseboards" | "doors" | "tile-and-stone" | "electrical" | "plumbing" | "wallpaper" | "remodeling" | "assembly-wall-hangings" | "caulking-sealing" | "more")]
}
}
/**
 * The content of the service areas index (/service-areas): the opening banner, the city search box and the blocks around the county lists. The city lists come from data/cities/: every city, by county, and the cities marked searchable in the search box. Texts may use {{site.…}} placeholders; the phone number and call buttons come from data/site.yaml and the page layout.
 */
export interface ServiceAreasPage {
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
ogImage: string
/**
 * The browser tab and search-result title of the page, about 30-65 characters once placeholders such as {{site.businessName}} are filled in.
 */
metaTitle: string
/**
 * The summary search engines show under the title: 120-160 characters, different from every other page.
 */
metaDescription: string
/**
 * The opening banner. The call button is added by the page; the quote button links to /quote.
 */
hero: {
/**
 * The page's main heading (h1).
 */
heading: string
/**
 * One or two sentences under the heading.
 */
text: string
/**
 * The text of the button that links to /quote (Get Online Quote).
 */
quoteLabel: string
}
/**
 * The city search box. It suggests up to five cities whose name or short name contains the typed text.
 */
search: {
/**
 * The label above the search box (also read out by screen readers).
 */
label: string
/**
 * The grey hint inside the empty box (Type your city...).
 */
placeholder: string
/**
 * The text of the search button.
 */
buttonLabel: string
/**
 * A line under the search box suggesting what to type (for example a few short names the search knows).
 */
hint: string
/**
 * The message shown when Enter or the search button finds no city. Keep {{site.phone.display}} in it so the number stays current.
 */
noMatch: string
}
/**
 * The heading above the lists of cities, one list per county.
 */
countiesHeading: string
/**
 * One sentence under the counties heading.
 */
countiesIntro: string
/**
 * The heading above the cities outside Palm Beach and Broward counties that have their own page.
 */
otherCountiesHeading: string
/**
 * The "Don't See Your City?" block at the bottom. The call button is added by the page; the quote button links to /quote.
 */
notListed: {
/**
 * The block's heading (Don't See Your City?).
 */
heading: string
/**
 * One or two sentences inviting visitors from unlisted towns to call.
 */
text: string
/**
 * The text of the online quote button that links to /quote.
 */
quoteLabel: string
}
}
/**
 * The blocks every full city page (/service-areas/<city>-fl) shares, in the order shown. Each city's own intro, neighbourhoods and ZIP codes come from data/cities/. Every text here is filled in once per city: use {{city.cityName}}, {{city.primaryService}}, {{city.countyName}} (for example Palm Beach County), {{city.zipCode}} (the city's main ZIP code) and {{site.…}} placeholders such as {{site.claims.quoteResponse}}. The phone number, hours and call buttons come from data/site.yaml and the page layout, so never type them here.
 */
export interface CityPage {
/**
 * An image file under data/images/, written as the path after data/images/ (for example projects/kitchen-1.jpg). Replace the file to change the photo.
 */
ogImage: string
/**
 * The browser tab and search-result title of each city page, about 40-65 characters once filled in. Must name the city with {{city.cityName}}.
 */
metaTitle: string
/**
 * The summary search engines show under the title: 120-160 characters once filled in for every city, short and long names alike. Must name the city with {{city.cityName}}.
 */
metaDescription: string
/**
 * The opening banner of the page. The call button is added by the page.
 */
hero: {
/**
 * The page's main heading (h1), naming the city (for example {{city.primaryService}} in {{city.cityName}}, FL).
 */
heading: string
/**
 * One or two sentences under the heading.
 */
text: string
/**
 * The text of the button that links to /quote (Request a Quote).
 */
quoteLabel: string
}
/**
 * The card beside the city's intro: its neighbourhoods (from data/cities/, left out when there are none), the office hours (from data/site.yaml) and the call button.
 */
glance: {
/**
 * The card's heading, naming the city (for example Your local team in {{city.cityName}}).
 */
heading: string
/**
 * The label above the list of neighbourhoods.
 */
neighborhoods: string
/**
 * The label above the office hours.
 */
hours: string
/**
 * The words before the date the city's page last changed (its lastUpdated), for example Page updated.
 */
updated: string
}
/**
 * Exactly three trust badges shown next to the city's intro: Rated, Licensed & Insured, Fast Response.
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One trust badge: an icon and a short label.
 */
badges: [{
/**
 * The badge's short text.
 */
label: string
/**
 * The name of an icon from the site's icon set (src/components/Icon.tsx draws each one).
 */
icon: ("wrench" | "hammer" | "paint-roller" | "paintbrush" | "ruler" | "door-open" | "layout-grid" | "zap" | "droplet" | "droplets" | "wallpaper" | "house" | "drill" | "sparkles" | "shield-check" | "clock" | "calendar-check" | "thumbs-up" | "badge-check" | "star" | "users" | "map-pin" | "phone" | "tv" | "lightbulb" | "package" | "sofa" | "frame" | "wind" | "sun" | "bath" | "cooking-pot" | "fence" | "grid-3x3" | "brush" | "palette" | "plug" | "hard-hat" | "award" | "heart-handshake" | "handshake" | "dollar-sign" | "timer" | "truck" | "smartphone" | "graduation-cap" | "book-open" | "clipboard-check" | "clipboard-list" | "message-square" | "mail" | "leaf" | "building-2" | "layers" | "lock" | "list-checks" | "search" | "pencil-ruler" | "armchair" | "blinds" | "spray-can" | "waves")
}, {
/**
 * The badge's short text.
 */
label: string
/**
 * The name of an icon from the site's icon set (src/components/Icon.tsx draws each one).
 */
icon: ("wrench" | "hammer" | "paint-roller" | "paintbrush" | "ruler" | "door-open" | "layout-grid" | "zap" | "droplet" | "droplets" | "wallpaper" | "house" | "drill" | "sparkles" | "shield-check" | "clock" | "calendar-check" | "thumbs-up" | "badge-check" | "star" | "users" | "map-pin" | "phone" | "tv" | "lightbulb" | "package" | "sofa" | "frame" | "wind" | "sun" | "bath" | "cooking-pot" | "fence" | "grid-3x3" | "brush" | "palette" | "plug" | "hard-hat" | "award" | "heart-handshake" | "handshake" | "dollar-sign" | "timer" | "truck" | "smartphone" | "graduation-cap" | "book-open" | "clipboard-check" | "clipboard-list" | "message-square" | "mail" | "leaf" | "building-2" | "layers" | "lock" | "list-checks" | "search" | "pencil-ruler" | "armchair" | "blinds" | "spray-can" | "waves")
}, {
/**
 * The badge's short text.
 */
label: string
/**
 * The name of an icon from the site's icon set (src/components/Icon.tsx draws each one).
 */
icon: ("wrench" | "hammer" | "paint-roller" | "paintbrush" | "ruler" | "door-open" | "layout-grid" | "zap" | "droplet" | "droplets" | "wallpaper" | "house" | "drill" | "sparkles" | "shield-check" | "clock" | "calendar-check" | "thumbs-up" | "badge-check" | "star" | "users" | "map-pin" | "phone" | "tv" | "lightbulb" | "package" | "sofa" | "frame" | "wind" | "sun" | "bath" | "cooking-pot" | "fence" | "grid-3x3" | "brush" | "palette" | "plug" | "hard-hat" | "award" | "heart-handshake" | "handshake" | "dollar-sign" | "timer" | "truck" | "smartphone" | "graduation-cap" | "book-open" | "clipboard-check" | "clipboard-list" | "message-square" | "mail" | "leaf" | "building-2" | "layers" | "lock" | "list-checks" | "search" | "pencil-ruler" | "armchair" | "blinds" | "spray-can" | "waves")
}]
/**
 * The heading above the ten service category blocks (for example Services in {{city.cityName}}).
 */
servicesHeading: string
/**
 * One sentence under the services heading.
 */
servicesIntro: string
/**
 * Exactly ten service category blocks, in the order shown. Each block links to one service page.
 * 
 * @minItems 10
 * @maxItems 10
 * 
 * Items: One service category block.
 */
categories: [{
/**
 * The name of an icon from the site's icon set (src/components/Icon.tsx draws each one).
 */
icon: ("wrench" | "hammer" | "paint-roller" | "paintbrush" | "ruler" | "door-open" | "layout-grid" | "zap" | "droplet" | "droplets" | "wallpaper" | "house" | "drill" | "sparkles" | "shield-check" | "clock" | "calendar-check" | "thumbs-up" | "badge-check" | "star" | "users" | "map-pin" | "phone" | "tv" | "lightbulb" | "package" | "sofa" | "frame" | "wind" | "sun" | "bath" | "cooking-pot" | "fence" | "grid-3x3" | "brush" | "palette" | "plug" | "hard-hat" | "award" | "heart-handshake" | "handshake" | "dollar-sign" | "timer" | "truck" | "smartphone" | "graduation-cap" | "book-open" | "clipboard-check" | "clipboard-list" | "message-square" | "mail" | "leaf" | "building-2" | "layers" | "lock" | "list-checks" | "search" | "pencil-ruler" | "armchair" | "blinds" | "spray-can" | "waves")
/**
 * The block's heading (for example Drywall & Painting).
 */
title: string
/**
 * The service page the block links to (for example /services/drywall-patching).
 */
link: string
/**
 * Three to five short examples of the work in this category, listed in the block.
 * 
 * @minItems 3
 * @maxItems 5
 * 
 * Items: One example of the work (for example Ceiling fan installation).
 */
services: [string, string, string]|[string, string, string, string]|[string, string, string, string, string]
}, {
/**
 * The name of an icon from the site's icon set (src/components/Icon.tsx draws each one).
 */
icon: ("wrench" | "hammer" | "paint-roller" | "paintbrush" | "ruler" | "door-open" | "layout-grid" | "zap" | "droplet" | "droplets" | "wallpaper" | "house" | "drill" | "sparkles" | "shield-check" | "clock" | "calendar-check" | "thumbs-up" | "badge-check" | "star" | "users" | "map-pin" | "phone" | "tv" | "lightbulb" | "package" | "sofa" | "frame" | "wind" | "sun" | "bath" | "cooking-pot" | "fence" | "grid-3x3" | "brush" | "palette" | "plug" | "hard-hat" | "award" | "heart-handshake" | "handshake" | "dollar-sign" | "timer" | "truck" | "smartphone" | "graduation-cap" | "book-open" | "clipboard-check" | "clipboard-list" | "message-square" | "mail" | "leaf" | "building-2" | "layers" | "lock" | "list-checks" | "search" | "pencil-ruler" | "armchair" | "blinds" | "spray-can" | "waves")
/**
 * The block's heading (for example Drywall & Painting).
 */
title: string
/**
 * The service page the block links to (for example /services/drywall-patching).
 */
link: string
/**
 * Three to five short examples of the work in this category, listed in the block.
 * 
 * @minItems 3
 * @maxItems 5
 * 
 * Items: One example of the work (for example Ceiling fan installation).
 */
services: [string, string, string]|[string, string, string, string]|[string, string, string, string, string]
}, {
/**
 * The name of an icon from the site's icon set (src/components/Icon.tsx draws each one).
 */
icon: ("wrench" | "hammer" | "paint-roller" | "paintbrush" | "ruler" | "door-open" | "layout-grid" | "zap" | "droplet" | "droplets" | "wallpaper" | "house" | "drill" | "sparkles" | "shield-check" | "clock" | "calendar-check" | "thumbs-up" | "badge-check" | "star" | "users" | "map-pin" | "phone" | "tv" | "lightbulb" | "package" | "sofa" | "frame" | "wind" | "sun" | "bath" | "cooking-pot" | "fence" | "grid-3x3" | "brush" | "palette" | "plug" | "hard-hat" | "award" | "heart-handshake" | "handshake" | "dollar-sign" | "timer" | "truck" | "smartphone" | "graduation-cap" | "book-open" | "clipboard-check" | "clipboard-list" | "message-square" | "mail" | "leaf" | "building-2" | "layers" | "lock" | "list-checks" | "search" | "pencil-ruler" | "armchair" | "blinds" | "spray-can" | "waves")
/**
 * The block's heading (for example Drywall & Painting).
 */
title: string
/**
 * The service page the block links to (for example /services/drywall-patching).
 */
link: string
/**
 * Three to five short examples of the work in this category, listed in the block.
 * 
 * @minItems 3
 * @maxItems 5
 * 
 * Items: One example of the work (for example Ceiling fan installation).
 */
services: [string, string, string]|[string, string, string, string]|[string, string, string, string, string]
}, {
/**
 * The name of an icon from the site's icon set (src/components/Icon.tsx draws each one).
 */
icon: ("wrench" | "hammer" | "paint-roller" | "paintbrush" | "ruler" | "door-open" | "layout-grid" | "zap" | "droplet" | "droplets" | "wallpaper" | "house" | "drill" | "sparkles" | "shield-check" | "clock" | "calendar-check" | "thumbs-up" | "badge-check" | "star" | "users" | "map-pin" | "phone" | "tv" | "lightbulb" | "package" | "sofa" | "frame" | "wind" | "sun" | "bath" | "cooking-pot" | "fence" | "grid-3x3" | "brush" | "palette" | "plug" | "hard-hat" | "award" | "heart-handshake" | "handshake" | "dollar-sign" | "timer" | "truck" | "smartphone" | "graduation-cap" | "book-open" | "clipboard-check" | "clipboard-list" | "message-square" | "mail" | "leaf" | "building-2" | "layers" | "lock" | "list-checks" | "search" | "pencil-ruler" | "armchair" | "blinds" | "spray-can" | "waves")
/**
 * The block's heading (for example Drywall & Painting).
 */
title: string
/**
 * The service page the block links to (for example /services/drywall-patching).
 */
link: string
/**
 * Three to five short examples of the work in this category, listed in the block.
 * 
 * @minItems 3
 * @maxItems 5
 * 
 * Items: One example of the work (for example Ceiling fan installation).
 */
services: [string, string, string]|[string, string, string, string]|[string, string, string, string, string]
}, {
/**
 * The name of an icon from the site's icon set (src/components/Icon.tsx draws each one).
 */
icon: ("wrench" | "hammer" | "paint-roller" | "paintbrush" | "ruler" | "door-open" | "layout-grid" | "zap" | "droplet" | "droplets" | "wallpaper" | "house" | "drill" | "sparkles" | "shield-check" | "clock" | "calendar-check" | "thumbs-up" | "badge-check" | "star" | "users" | "map-pin" | "phone" | "tv" | "lightbulb" | "package" | "sofa" | "frame" | "wind" | "sun" | "bath" | "cooking-pot" | "fence" | "grid-3x3" | "brush" | "palette" | "plug" | "hard-hat" | "award" | "heart-handshake" | "handshake" | "dollar-sign" | "timer" | "truck" | "smartphone" | "graduation-cap" | "book-open" | "clipboard-check" | "clipboard-list" | "message-square" | "mail" | "leaf" | "building-2" | "layers" | "lock" | "list-checks" | "search" | "pencil-ruler" | "armchair" | "blinds" | "spray-can" | "waves")
/**
 * The block's heading (for example Drywall & Painting).
 */
title: string
/**
 * The service page the block links to (for example /services/drywall-patching).
 */
link: string
/**
 * Three to five short examples of the work in this category, listed in the block.
 * 
 * @minItems 3
 * @maxItems 5
 * 
 * Items: One example of the work (for example Ceiling fan installation).
 */
services: [string, string, string]|[string, string, string, string]|[string, string, string, string, string]
}, {
/**
 * The name of an icon from the site's icon set (src/components/Icon.tsx draws each one).
 */
icon: ("wrench" | "hammer" | "paint-roller" | "paintbrush" | "ruler" | "door-open" | "layout-grid" | "zap" | "droplet" | "droplets" | "wallpaper" | "house" | "drill" | "sparkles" | "shield-check" | "clock" | "calendar-check" | "thumbs-up" | "badge-check" | "star" | "users" | "map-pin" | "phone" | "tv" | "lightbulb" | "package" | "sofa" | "frame" | "wind" | "sun" | "bath" | "cooking-pot" | "fence" | "grid-3x3" | "brush" | "palette" | "plug" | "hard-hat" | "award" | "heart-handshake" | "handshake" | "dollar-sign" | "timer" | "truck" | "smartphone" | "graduation-cap" | "book-open" | "clipboard-check" | "clipboard-list" | "message-square" | "mail" | "leaf" | "building-2" | "layers" | "lock" | "list-checks" | "search" | "pencil-ruler" | "armchair" | "blinds" | "spray-can" | "waves")
/**
 * The block's heading (for example Drywall & Painting).
 */
title: string
/**
 * The service page the block links to (for example /services/drywall-patching).
 */
link: string
/**
 * Three to five short examples of the work in this category, listed in the block.
 * 
 * @minItems 3
 * @maxItems 5
 * 
 * Items: One example of the work (for example Ceiling fan installation).
 */
services: [string, string, string]|[string, string, string, string]|[string, string, string, string, string]
}, {
/**
 * The name of an icon from the site's icon set (src/components/Icon.tsx draws each one).
 */
icon: ("wrench" | "hammer" | "paint-roller" | "paintbrush" | "ruler" | "door-open" | "layout-grid" | "zap" | "droplet" | "droplets" | "wallpaper" | "house" | "drill" | "sparkles" | "shield-check" | "clock" | "calendar-check" | "thumbs-up" | "badge-check" | "star" | "users" | "map-pin" | "phone" | "tv" | "lightbulb" | "package" | "sofa" | "frame" | "wind" | "sun" | "bath" | "cooking-pot" | "fence" | "grid-3x3" | "brush" | "palette" | "plug" | "hard-hat" | "award" | "heart-handshake" | "handshake" | "dollar-sign" | "timer" | "truck" | "smartphone" | "graduation-cap" | "book-open" | "clipboard-check" | "clipboard-list" | "message-square" | "mail" | "leaf" | "building-2" | "layers" | "lock" | "list-checks" | "search" | "pencil-ruler" | "armchair" | "blinds" | "spray-can" | "waves")
/**
 * The block's heading (for example Drywall & Painting).
 */
title: string
/**
 * The service page the block links to (for example /services/drywall-patching).
 */
link: string
/**
 * Three to five short examples of the work in this category, listed in the block.
 * 
 * @minItems 3
 * @maxItems 5
 * 
 * Items: One example of the work (for example Ceiling fan installation).
 */
services: [string, string, string]|[string, string, string, string]|[string, string, string, string, string]
}, {
/**
 * The name of an icon from the site's icon set (src/components/Icon.tsx draws each one).
 */
icon: ("wrench" | "hammer" | "paint-roller" | "paintbrush" | "ruler" | "door-open" | "layout-grid" | "zap" | "droplet" | "droplets" | "wallpaper" | "house" | "drill" | "sparkles" | "shield-check" | "clock" | "calendar-check" | "thumbs-up" | "badge-check" | "star" | "users" | "map-pin" | "phone" | "tv" | "lightbulb" | "package" | "sofa" | "frame" | "wind" | "sun" | "bath" | "cooking-pot" | "fence" | "grid-3x3" | "brush" | "palette" | "plug" | "hard-hat" | "award" | "heart-handshake" | "handshake" | "dollar-sign" | "timer" | "truck" | "smartphone" | "graduation-cap" | "book-open" | "clipboard-check" | "clipboard-list" | "message-square" | "mail" | "leaf" | "building-2" | "layers" | "lock" | "list-checks" | "search" | "pencil-ruler" | "armchair" | "blinds" | "spray-can" | "waves")
/**
 * The block's heading (for example Drywall & Painting).
 */
title: string
/**
 * The service page the block links to (for example /services/drywall-patching).
 */
link: string
/**
 * Three to five short examples of the work in this category, listed in the block.
 * 
 * @minItems 3
 * @maxItems 5
 * 
 * Items: One example of the work (for example Ceiling fan installation).
 */
services: [string, string, string]|[string, string, string, string]|[string, string, string, string, string]
}, {
/**
 * The name of an icon from the site's icon set (src/components/Icon.tsx draws each one).
 */
icon: ("wrench" | "hammer" | "paint-roller" | "paintbrush" | "ruler" | "door-open" | "layout-grid" | "zap" | "droplet" | "droplets" | "wallpaper" | "house" | "drill" | "sparkles" | "shield-check" | "clock" | "calendar-check" | "thumbs-up" | "badge-check" | "star" | "users" | "map-pin" | "phone" | "tv" | "lightbulb" | "package" | "sofa" | "frame" | "wind" | "sun" | "bath" | "cooking-pot" | "fence" | "grid-3x3" | "brush" | "palette" | "plug" | "hard-hat" | "award" | "heart-handshake" | "handshake" | "dollar-sign" | "timer" | "truck" | "smartphone" | "graduation-cap" | "book-open" | "clipboard-check" | "clipboard-list" | "message-square" | "mail" | "leaf" | "building-2" | "layers" | "lock" | "list-checks" | "search" | "pencil-ruler" | "armchair" | "blinds" | "spray-can" | "waves")
/**
 * The block's heading (for example Drywall & Painting).
 */
title: string
/**
 * The service page the block links to (for example /services/drywall-patching).
 */
link: string
/**
 * Three to five short examples of the work in this category, listed in the block.
 * 
 * @minItems 3
 * @maxItems 5
 * 
 * Items: One example of the work (for example Ceiling fan installation).
 */
services: [string, string, string]|[string, string, string, string]|[string, string, string, string, string]
}, {
/**
 * The name of an icon from the site's icon set (src/components/Icon.tsx draws each one).
 */
icon: ("wrench" | "hammer" | "paint-roller" | "paintbrush" | "ruler" | "door-open" | "layout-grid" | "zap" | "droplet" | "droplets" | "wallpaper" | "house" | "drill" | "sparkles" | "shield-check" | "clock" | "calendar-check" | "thumbs-up" | "badge-check" | "star" | "users" | "map-pin" | "phone" | "tv" | "lightbulb" | "package" | "sofa" | "frame" | "wind" | "sun" | "bath" | "cooking-pot" | "fence" | "grid-3x3" | "brush" | "palette" | "plug" | "hard-hat" | "award" | "heart-handshake" | "handshake" | "dollar-sign" | "timer" | "truck" | "smartphone" | "graduation-cap" | "book-open" | "clipboard-check" | "clipboard-list" | "message-square" | "mail" | "leaf" | "building-2" | "layers" | "lock" | "list-checks" | "search" | "pencil-ruler" | "armchair" | "blinds" | "spray-can" | "waves")
/**
 * The block's heading (for example Drywall & Painting).
 */
title: string
/**
 * The service page the block links to (for example /services/drywall-patching).
 */
link: string
/**
 * Three to five short examples of the work in this category, listed in the block.
 * 
 * @minItems 3
 * @maxItems 5
 * 
 * Items: One example of the work (for example Ceiling fan installation).
 */
services: [string, string, string]|[string, string, string, string]|[string, string, string, string, string]
}]
/**
 * The heading above the ZIP-code line and the two testimonials.
 */
testimonialsHeading: string
/**
 * The label before the list of all the city's ZIP codes (from data/cities/).
 */
zipCodesLabel: string
/**
 * The line above the testimonials naming the city and its main ZIP code ({{city.zipCode}}).
 */
zipLine: string
/**
 * Exactly two sample customer testimonials shown under the ZIP-code line.
 * 
 * @minItems 2
 * @maxItems 2
 * 
 * Items: One testimonial.
 */
testimonials: [{
/**
 * What the customer said, without quotation marks (the page adds them).
 */
text: string
/**
 * Who said it. Never a real customer's name without their written consent.
 */
author: string
/**
 * Where the customer lives, usually {{city.cityName}}, FL.
 */
place: string
}, {
/**
 * What the customer said, without quotation marks (the page adds them).
 */
text: string
/**
 * Who said it. Never a real customer's name without their written consent.
 */
author: string
/**
 * Where the customer lives, usually {{city.cityName}}, FL.
 */
place: string
}]
/**
 * The "Don't see your city?" block. The call button is added by the page; the quote button links to /quote.
 */
notListed: {
/**
 * The block's heading (Don't see your city?).
 */
heading: string
/**
 * One or two sentences inviting visitors from nearby towns to call or ask for a quote.
 */
text: string
/**
 * The text of the online quote button that links to /quote.
 */
quoteLabel: string
}
/**
 * The heading above the FAQ, naming the city.
 */
faqHeading: string
/**
 * Exactly five questions and answers, shown as a collapsible list and given to search engines. Name the city with {{city.cityName}}.
 * 
 * @minItems 5
 * @maxItems 5
 */
faq: [FaqItem1, FaqItem1, FaqItem1, FaqItem1, FaqItem1]
/**
 * The closing call-to-action card at the bottom of the page. The call and quote buttons are added by the page.
 */
finalCta: {
/**
 * The card's heading.
 */
heading: string
/**
 * One or two sentences under the heading.
 */
text: string
}
/**
 * The heading above the links to the other cities of the same county (for example Other cities we serve in {{city.countyName}}).
 */
nearbyHeading: string
/**
 * The text of the link after the nearby cities that leads to the list of every city (/service-areas).
 */
nearbyAllLabel: string
/**
 * The heading of that block instead, for a city that is the only one of its county with a page (only the link to every city is shown).
 */
nearbyNoneHeading: string
}
/**
 * One question of a FAQ with its answer.
 */
export interface FaqItem1 {
/**
 * The question, as the visitor would ask it.
 */
question: string
/**
 * The answer, in plain text.
 */
answer: string
}
/**
 * The content of the short city pages /service-areas/<city> (for example /service-areas/boca-raton) and of the fallback page shown for any other city name. Texts may use {{cityName}} (the city's name, or the fallback name below) and {{site.…}} placeholders. The call button comes from data/site.yaml and the page layout, so never type the phone number here.
 */
export interface PlainCityPage {
/**
 * The browser tab and search-result title, naming the place with {{cityName}}.
 */
metaTitle: string
/**
 * The summary search engines show under the title, about 120-160 characters once filled in, naming the place with {{cityName}}.
 */
metaDescription: string
/**
 * The page's main heading (h1). Keep {{cityName}} in it (Handyman Services in {{cityName}}).
 */
heading: string
/**
 * Exactly nine services listed on the page, in the order shown.
 * 
 * @minItems 9
 * @maxItems 9
 * 
 * Items: One service name (for example Drywall Patching & Repair).
 */
services: [string, string, string, string, string, string, string, string, string]
/**
 * The 'Ready to Get Started?' card beside the list. The call button is added by the page; the quote button links to /quote.
 */
readyCard: {
/**
 * The card's heading (Ready to Get Started?).
 */
heading: string
/**
 * One or two sentences about the free estimate.
 */
text: string
/**
 * The text of the online quote button that links to /quote.
 */
quoteLabel: string
}
/**
 * The link under the card: to the city's full page from a plain page, to the list of cities from the generic page.
 */
moreLink: {
/**
 * The link text on a plain city page (for example See everything we do in {{cityName}}).
 */
city: string
/**
 * The link text on the generic page, which leads to /service-areas.
 */
fallback: string
}
/**
 * The place name used when the address names a city we have no page for (South Florida).
 */
fallbackCityName: string
}
/**
 * All the text of /tech-recruitment, the page that recruits independent technicians for the network. Sections appear in the order below. The techs e-mail address, the copyright line and the footer links come from data/site.yaml and the page template.
 */
export interface TechRecruitmentPage {
/**
 * The browser-tab title and the headline in search results. Once {{site...}} values are filled in, keep it under about 70 characters.
 */
metaTitle: string
/**
 * The summary search engines show under the title. Keep it under 160 characters.
 */
metaDescription: string
/**
 * The top banner of the page.
 */
hero: {
/**
 * The main headline.
 */
heading: string
/**
 * One or two sentences under the headline.
 */
text: string
/**
 * The small badges above the headline (for example Florida-Wide).
 * 
 * @minItems 1
 * @maxItems 3
 * 
 * Items: One badge.
 */
badges: [string]|[string, string]|[string, string, string]
/**
 * The text of the button that scrolls down to the application form.
 */
applyLabel: string
/**
 * The text of the button that opens the example-jobs window.
 */
jobsLabel: string
/**
 * The heading of the example-jobs window.
 */
jobsDialogHeading: string
/**
 * A sentence under that heading, for example that the jobs are examples.
 */
jobsDialogText: string
}
/**
 * The three sample jobs shown in the example-jobs window. Keep them realistic: pay $85-120 for 1-2 hours of work.
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One sample job.
 */
exampleJobs: [{
/**
 * The job's name (for example TV Wall Mount).
 */
title: string
/**
 * The city, written 'City, FL' (for example Tampa, FL).
 */
location: string
/**
 * The payout for the job, written with a dollar sign and no cents (for example $95).
 */
pay: string
/**
 * How long the job usually takes (for example 1-1.5 hours).
 */
duration: string
/**
 * One or two sentences on what the job involves and what the tech brings.
 */
description: string
}, {
/**
 * The job's name (for example TV Wall Mount).
 */
title: string
/**
 * The city, written 'City, FL' (for example Tampa, FL).
 */
location: string
/**
 * The payout for the job, written with a dollar sign and no cents (for example $95).
 */
pay: string
/**
 * How long the job usually takes (for example 1-1.5 hours).
 */
duration: string
/**
 * One or two sentences on what the job involves and what the tech brings.
 */
description: string
}, {
/**
 * The job's name (for example TV Wall Mount).
 */
title: string
/**
 * The city, written 'City, FL' (for example Tampa, FL).
 */
location: string
/**
 * The payout for the job, written with a dollar sign and no cents (for example $95).
 */
pay: string
/**
 * How long the job usually takes (for example 1-1.5 hours).
 */
duration: string
/**
 * One or two sentences on what the job involves and what the tech brings.
 */
description: string
}]
/**
 * The grid of reasons to join, right under the banner.
 */
benefits: {
/**
 * The section heading.
 */
heading: string
/**
 * The four benefit cards; each may have an icon.
 * 
 * @minItems 4
 * @maxItems 4
 */
items: [TitledText, TitledText, TitledText, TitledText]
}
/**
 * The earnings calculator: a jobs-per-week slider and three persona tabs. Weekly earnings = jobs x averagePayout; monthly = weekly x weeksPerMonth; yearly = weekly x weeksPerYear.
 */
calculator: {
/**
 * The section heading.
 */
heading: string
/**
 * A sentence under the heading.
 */
text: string
/**
 * The average payout per job in dollars that the calculator multiplies by.
 */
averagePayout: number
/**
 * Weeks in a month for the monthly figure (4.33 = 52 weeks / 12 months).
 */
weeksPerMonth: number
/**
 * Weeks in a year for the yearly figure.
 */
weeksPerYear: number
/**
 * The lowest jobs-per-week value on the slider.
 */
minJobs: number
/**
 * The highest jobs-per-week value on the slider; the progress bar is full at this value.
 */
maxJobs: number
/**
 * The slider's starting value when the page opens. A persona tab shows as selected only while the slider is at its jobs per week, so at a value no persona has, no tab is selected (README, decisions).
 */
defaultJobs: number
/**
 * The three persona tabs; clicking one moves the slider to its jobs per week.
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One persona tab.
 */
personas: [{
/**
 * The tab's name (for example Side-Hustler).
 */
label: string
/**
 * How many jobs per week the slider jumps to when this tab is clicked.
 */
jobsPerWeek: number
/**
 * One sentence describing who this is.
 */
description: string
}, {
/**
 * The tab's name (for example Side-Hustler).
 */
label: string
/**
 * How many jobs per week the slider jumps to when this tab is clicked.
 */
jobsPerWeek: number
/**
 * One sentence describing who this is.
 */
description: string
}, {
/**
 * The tab's name (for example Side-Hustler).
 */
label: string
/**
 * How many jobs per week the slider jumps to when this tab is clicked.
 */
jobsPerWeek: number
/**
 * One sentence describing who this is.
 */
description: string
}]
/**
 * The captions around the slider and the results.
 */
labels: {
/**
 * The caption of the slider.
 */
jobsPerWeek: string
/**
 * The caption of the weekly earnings figure.
 */
weekly: string
/**
 * The caption of the monthly earnings figure.
 */
monthly: string
/**
 * The caption of the yearly earnings figure.
 */
yearly: string
/**
 * The caption of the persona tabs (for example Or pick a profile).
 */
personas: string
/**
 * The unit after a number of jobs on the persona tabs (for example jobs / week).
 */
jobsUnit: string
}
/**
 * The small print under the results, saying the figures are estimates and not a promise of income.
 */
disclaimer: string
}
/**
 * How joining works, as numbered steps.
 */
howItWorks: {
/**
 * The section heading.
 */
heading: string
/**
 * The three steps, in order; each may have an icon.
 * 
 * @minItems 3
 * @maxItems 3
 */
items: [TitledText, TitledText, TitledText]
}
/**
 * The job levels: what each level pays and which jobs it includes.
 */
levels: {
/**
 * The section heading.
 */
heading: string
/**
 * A sentence under the heading on how techs move up a level.
 */
text: string
/**
 * The three levels, lowest first.
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One level.
 */
items: [{
/**
 * The level's name, written Level 1, Level 2 or Level 3.
 */
name: string
/**
 * The level's tier, shown next to its name.
 */
tier: ("Starter" | "Intermediate" | "Advanced")
/**
 * The usual payout range per job at this level, written like $75-100.
 */
pay: string
/**
 * One or two sentences on who this level is for and how to reach it.
 */
description: string
/**
 * The eight kinds of job this level includes.
 * 
 * @minItems 8
 * @maxItems 8
 * 
 * Items: One kind of job.
 */
jobTypes: [string, string, string, string, string, string, string, string]
}, {
/**
 * The level's name, written Level 1, Level 2 or Level 3.
 */
name: string
/**
 * The level's tier, shown next to its name.
 */
tier: ("Starter" | "Intermediate" | "Advanced")
/**
 * The usual payout range per job at this level, written like $75-100.
 */
pay: string
/**
 * One or two sentences on who this level is for and how to reach it.
 */
description: string
/**
 * The eight kinds of job this level includes.
 * 
 * @minItems 8
 * @maxItems 8
 * 
 * Items: One kind of job.
 */
jobTypes: [string, string, string, string, string, string, string, string]
}, {
/**
 * The level's name, written Level 1, Level 2 or Level 3.
 */
name: string
/**
 * The level's tier, shown next to its name.
 */
tier: ("Starter" | "Intermediate" | "Advanced")
/**
 * The usual payout range per job at this level, written like $75-100.
 */
pay: string
/**
 * One or two sentences on who this level is for and how to reach it.
 */
description: string
/**
 * The eight kinds of job this level includes.
 * 
 * @minItems 8
 * @maxItems 8
 * 
 * Items: One kind of job.
 */
jobTypes: [string, string, string, string, string, string, string, string]
}]
}
/**
 * What every tech needs to join, shown beside the levels.
 */
requirements: {
/**
 * The list's heading.
 */
heading: string
/**
 * The requirements, one per line.
 * 
 * @minItems 1
 * 
 * Items: One requirement.
 */
items: [string, ...(string)[]]
}
/**
 * The training block and its window listing the free virtual training modules.
 */
training: {
/**
 * The section heading.
 */
heading: string
/**
 * A sentence or two on the training.
 */
text: string
/**
 * The text of the button that opens the modules window.
 */
buttonLabel: string
/**
 * The eight training modules, in the order techs usually take them.
 * 
 * @minItems 8
 * @maxItems 8
 * 
 * Items: One module.
 */
modules: [{
/**
 * The module's name.
 */
name: string
/**
 * How long the module takes, from 25 to 60 minutes, written like 25 min.
 */
duration: string
/**
 * How hard the module is.
 */
difficulty: ("Beginner" | "Intermediate" | "Advanced")
}, {
/**
 * The module's name.
 */
name: string
/**
 * How long the module takes, from 25 to 60 minutes, written like 25 min.
 */
duration: string
/**
 * How hard the module is.
 */
difficulty: ("Beginner" | "Intermediate" | "Advanced")
}, {
/**
 * The module's name.
 */
name: string
/**
 * How long the module takes, from 25 to 60 minutes, written like 25 min.
 */
duration: string
/**
 * How hard the module is.
 */
difficulty: ("Beginner" | "Intermediate" | "Advanced")
}, {
/**
 * The module's name.
 */
name: string
/**
 * How long the module takes, from 25 to 60 minutes, written like 25 min.
 */
duration: string
/**
 * How hard the module is.
 */
difficulty: ("Beginner" | "Intermediate" | "Advanced")
}, {
/**
 * The module's name.
 */
name: string
/**
 * How long the module takes, from 25 to 60 minutes, written like 25 min.
 */
duration: string
/**
 * How hard the module is.
 */
difficulty: ("Beginner" | "Intermediate" | "Advanced")
}, {
/**
 * The module's name.
 */
name: string
/**
 * How long the module takes, from 25 to 60 minutes, written like 25 min.
 */
duration: string
/**
 * How hard the module is.
 */
difficulty: ("Beginner" | "Intermediate" | "Advanced")
}, {
/**
 * The module's name.
 */
name: string
/**
 * How long the module takes, from 25 to 60 minutes, written like 25 min.
 */
duration: string
/**
 * How hard the module is.
 */
difficulty: ("Beginner" | "Intermediate" | "Advanced")
}, {
/**
 * The module's name.
 */
name: string
/**
 * How long the module takes, from 25 to 60 minutes, written like 25 min.
 */
duration: string
/**
 * How hard the module is.
 */
difficulty: ("Beginner" | "Intermediate" | "Advanced")
}]
/**
 * The words after the number of modules in the training summary (for example free online modules).
 */
countLabel: string
}
/**
 * The trust section: network figures and what techs say.
 */
trust: {
/**
 * The section heading.
 */
heading: string
/**
 * The large figures at the top of the section.
 * 
 * @minItems 2
 * @maxItems 6
 * 
 * Items: One figure.
 */
stats: [{
/**
 * The figure itself (for example $102). Use {{site.claims...}} for claims kept in data/site.yaml.
 */
value: string
/**
 * What the figure measures (for example Average payout).
 */
label: string
}, {
/**
 * The figure itself (for example $102). Use {{site.claims...}} for claims kept in data/site.yaml.
 */
value: string
/**
 * What the figure measures (for example Average payout).
 */
label: string
}]|[{
/**
 * The figure itself (for example $102). Use {{site.claims...}} for claims kept in data/site.yaml.
 */
value: string
/**
 * What the figure measures (for example Average payout).
 */
label: string
}, {
/**
 * The figure itself (for example $102). Use {{site.claims...}} for claims kept in data/site.yaml.
 */
value: string
/**
 * What the figure measures (for example Average payout).
 */
label: string
}, {
/**
 * The figure itself (for example $102). Use {{site.claims...}} for claims kept in data/site.yaml.
 */
value: string
/**
 * What the figure measures (for example Average payout).
 */
label: string
}]|[{
/**
 * The figure itself (for example $102). Use {{site.claims...}} for claims kept in data/site.yaml.
 */
value: string
/**
 * What the figure measures (for example Average payout).
 */
label: string
}, {
/**
 * The figure itself (for example $102). Use {{site.claims...}} for claims kept in data/site.yaml.
 */
value: string
/**
 * What the figure measures (for example Average payout).
 */
label: string
}, {
/**
 * The figure itself (for example $102). Use {{site.claims...}} for claims kept in data/site.yaml.
 */
value: string
/**
 * What the figure measures (for example Average payout).
 */
label: string
}, {
/**
 * The figure itself (for example $102). Use {{site.claims...}} for claims kept in data/site.yaml.
 */
value: string
/**
 * What the figure measures (for example Average payout).
 */
label: string
}]|[{
/**
 * The figure itself (for example $102). Use {{site.claims...}} for claims kept in data/site.yaml.
 */
value: string
/**
 * What the figure measures (for example Average payout).
 */
label: string
}, {
/**
 * The figure itself (for example $102). Use {{site.claims...}} for claims kept in data/site.yaml.
 */
value: string
/**
 * What the figure measures (for example Average payout).
 */
label: string
}, {
/**
 * The figure itself (for example $102). Use {{site.claims...}} for claims kept in data/site.yaml.
 */
value: string
/**
 * What the figure measures (for example Average payout).
 */
label: string
}, {
/**
 * The figure itself (for example $102). Use {{site.claims...}} for claims kept in data/site.yaml.
 */
value: string
/**
 * What the figure measures (for example Average payout).
 */
label: string
}, {
/**
 * The figure itself (for example $102). Use {{site.claims...}} for claims kept in data/site.yaml.
 */
value: string
/**
 * What the figure measures (for example Average payout).
 */
label: string
}]|[{
/**
 * The figure itself (for example $102). Use {{site.claims...}} for claims kept in data/site.yaml.
 */
value: string
/**
 * What the figure measures (for example Average payout).
 */
label: string
}, {
/**
 * The figure itself (for example $102). Use {{site.claims...}} for claims kept in data/site.yaml.
 */
value: string
/**
 * What the figure measures (for example Average payout).
 */
label: string
}, {
/**
 * The figure itself (for example $102). Use {{site.claims...}} for claims kept in data/site.yaml.
 */
value: string
/**
 * What the figure measures (for example Average payout).
 */
label: string
}, {
/**
 * The figure itself (for example $102). Use {{site.claims...}} for claims kept in data/site.yaml.
 */
value: string
/**
 * What the figure measures (for example Average payout).
 */
label: string
}, {
/**
 * The figure itself (for example $102). Use {{site.claims...}} for claims kept in data/site.yaml.
 */
value: string
/**
 * What the figure measures (for example Average payout).
 */
label: string
}, {
/**
 * The figure itself (for example $102). Use {{site.claims...}} for claims kept in data/site.yaml.
 */
value: string
/**
 * What the figure measures (for example Average payout).
 */
label: string
}]
/**
 * The three technician testimonials.
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One testimonial.
 */
testimonials: [{
/**
 * The tech's first name and last initial (for example Marcus T.). Use real names only with the tech's written permission.
 */
name: string
/**
 * How the tech works with the network (for example Weekend tech, Tampa).
 */
role: string
/**
 * The tech's words, without quotation marks (the page adds them).
 */
quote: string
/**
 * The star rating shown, from 1 to 5.
 */
rating: number
/**
 * How many jobs the tech has completed, shown under the name.
 */
jobs: number
}, {
/**
 * The tech's first name and last initial (for example Marcus T.). Use real names only with the tech's written permission.
 */
name: string
/**
 * How the tech works with the network (for example Weekend tech, Tampa).
 */
role: string
/**
 * The tech's words, without quotation marks (the page adds them).
 */
quote: string
/**
 * The star rating shown, from 1 to 5.
 */
rating: number
/**
 * How many jobs the tech has completed, shown under the name.
 */
jobs: number
}, {
/**
 * The tech's first name and last initial (for example Marcus T.). Use real names only with the tech's written permission.
 */
name: string
/**
 * How the tech works with the network (for example Weekend tech, Tampa).
 */
role: string
/**
 * The tech's words, without quotation marks (the page adds them).
 */
quote: string
/**
 * The star rating shown, from 1 to 5.
 */
rating: number
/**
 * How many jobs the tech has completed, shown under the name.
 */
jobs: number
}]
}
/**
 * The Florida coverage section: a map with a dot per market and a card per market.
 */
coverage: {
/**
 * The section heading.
 */
heading: string
/**
 * A sentence under the heading.
 */
text: string
/**
 * The large line on the map card (for example 9 Markets).
 */
marketsLabel: string
/**
 * The second line on the map card (for example 1,000+ Jobs Weekly).
 */
jobsLabel: string
/**
 * The badge on the card of an active market.
 */
activeLabel: string
/**
 * The badge on the card of a market that is not active yet.
 */
comingSoonLabel: string
/**
 * The markets, in the order their cards appear.
 * 
 * @minItems 1
 * 
 * Items: One market.
 */
markets: [{
/**
 * The three-letter code printed next to the market's dot on the map (for example MIA).
 */
code: string
/**
 * The market's name on its card (for example Miami).
 */
name: string
/**
 * active: green pulsing dot and the Active badge. coming-soon: amber dot and the Coming Soon badge.
 */
status: ("active" | "coming-soon")
/**
 * The jobs line on the card (for example 150+ jobs/week, or Coming Q2 2024).
 */
jobs: string
/**
 * The city's latitude, for placing its dot on the map (Florida lies between 24.4 and 31.1).
 */
lat: number
/**
 * The city's longitude, for placing its dot on the map (Florida lies between -87.7 and -79.9).
 */
lon: number
}, ...({
/**
 * The three-letter code printed next to the market's dot on the map (for example MIA).
 */
code: string
/**
 * The market's name on its card (for example Miami).
 */
name: string
/**
 * active: green pulsing dot and the Active badge. coming-soon: amber dot and the Coming Soon badge.
 */
status: ("active" | "coming-soon")
/**
 * The jobs line on the card (for example 150+ jobs/week, or Coming Q2 2024).
 */
jobs: string
/**
 * The city's latitude, for placing its dot on the map (Florida lies between 24.4 and 31.1).
 */
lat: number
/**
 * The city's longitude, for placing its dot on the map (Florida lies between -87.7 and -79.9).
 */
lon: number
})[]]
/**
 * The note under the market cards: more markets are coming, apply anyway, and applicants hear when their area launches.
 */
note: string
/**
 * The start of the map's text alternative (for example Map of Florida); the page adds the active and coming-soon markets.
 */
mapLabel: string
}
/**
 * The questions and answers for techs. One answer is open at a time.
 */
faq: {
/**
 * The section heading.
 */
heading: string
/**
 * The ten questions, in display order.
 * 
 * @minItems 10
 * @maxItems 10
 */
items: [FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem]
}
/**
 * The contact block above the application form (anchor #tech-contact, the footer's Support Center link). The template adds the techs e-mail address from data/site.yaml.
 */
contact: {
/**
 * The block's heading.
 */
heading: string
/**
 * The block's text, mentioning the optional info session after applying.
 */
text: string
}
/**
 * The application form (anchor #apply) and its messages.
 */
form: {
/**
 * The form's heading.
 */
heading: string
/**
 * A sentence under the heading.
 */
text: string
/**
 * How long the form takes (for example ~5 minutes).
 */
timeNote: string
/**
 * The labels of the form fields, in the order the fields appear.
 */
labels: {
/**
 * Label of the full-name field (required).
 */
fullName: string
/**
 * Label of the phone field (required).
 */
phone: string
/**
 * Label of the e-mail field (required).
 */
email: string
/**
 * Label of the city-or-ZIP field (required).
 */
city: string
/**
 * Label of the years-of-experience drop-down.
 */
experience: string
/**
 * Label of the skill-area check boxes.
 */
skillAreas: string
/**
 * Label of the tools check boxes.
 */
tools: string
/**
 * Label of the availability drop-down.
 */
availability: string
/**
 * Label of the transportation drop-down.
 */
transportation: string
/**
 * Label of the how-did-you-hear drop-down.
 */
referralSource: string
}
/**
 * The grey hint text shown inside empty fields.
 */
placeholders: {
/**
 * Hint in the full-name field.
 */
fullName: string
/**
 * Hint in the phone field. Never the business phone number.
 */
phone: string
/**
 * Hint in the e-mail field.
 */
email: string
/**
 * Hint in the city-or-ZIP field.
 */
city: string
/**
 * The first, empty choice of every drop-down (for example Select...).
 */
select: string
}
/**
 * The choices of the years-of-experience drop-down, in display order.
 * 
 * @minItems 4
 * @maxItems 4
 * 
 * Items: One choice.
 */
experience: [{
/**
 * The code sent with the application. Do not change it: the team that reviews applications relies on it.
 */
value: ("0-1" | "2-5" | "6-10" | "10+")
/**
 * The text the applicant sees.
 */
label: string
}, {
/**
 * The code sent with the application. Do not change it: the team that reviews applications relies on it.
 */
value: ("0-1" | "2-5" | "6-10" | "10+")
/**
 * The text the applicant sees.
 */
label: string
}, {
/**
 * The code sent with the application. Do not change it: the team that reviews applications relies on it.
 */
value: ("0-1" | "2-5" | "6-10" | "10+")
/**
 * The text the applicant sees.
 */
label: string
}, {
/**
 * The code sent with the application. Do not change it: the team that reviews applications relies on it.
 */
value: ("0-1" | "2-5" | "6-10" | "10+")
/**
 * The text the applicant sees.
 */
label: string
}]
/**
 * The skill areas offered as check boxes, in display order. The text is sent with the application as written.
 * 
 * @minItems 1
 * 
 * Items: One skill area.
 */
skillAreas: [string, ...(string)[]]
/**
 * The tools offered as check boxes, in display order. The text is sent with the application as written.
 * 
 * @minItems 1
 * 
 * Items: One tool.
 */
tools: [string, ...(string)[]]
/**
 * The choices of the availability drop-down, in display order.
 * 
 * @minItems 4
 * @maxItems 4
 * 
 * Items: One choice.
 */
availability: [{
/**
 * The code sent with the application. Do not change it: the team that reviews applications relies on it.
 */
value: ("weekends" | "evenings" | "part-time" | "full-time")
/**
 * The text the applicant sees.
 */
label: string
}, {
/**
 * The code sent with the application. Do not change it: the team that reviews applications relies on it.
 */
value: ("weekends" | "evenings" | "part-time" | "full-time")
/**
 * The text the applicant sees.
 */
label: string
}, {
/**
 * The code sent with the application. Do not change it: the team that reviews applications relies on it.
 */
value: ("weekends" | "evenings" | "part-time" | "full-time")
/**
 * The text the applicant sees.
 */
label: string
}, {
/**
 * The code sent with the application. Do not change it: the team that reviews applications relies on it.
 */
value: ("weekends" | "evenings" | "part-time" | "full-time")
/**
 * The text the applicant sees.
 */
label: string
}]
/**
 * The choices of the transportation drop-down, in display order.
 * 
 * @minItems 2
 * @maxItems 2
 * 
 * Items: One choice.
 */
transportation: [{
/**
 * The code sent with the application. Do not change it: the team that reviews applications relies on it.
 */
value: ("yes" | "no")
/**
 * The text the applicant sees.
 */
label: string
}, {
/**
 * The code sent with the application. Do not change it: the team that reviews applications relies on it.
 */
value: ("yes" | "no")
/**
 * The text the applicant sees.
 */
label: string
}]
/**
 * The choices of the how-did-you-hear drop-down, in display order.
 * 
 * @minItems 6
 * @maxItems 6
 * 
 * Items: One choice.
 */
referralSource: [{
/**
 * The code sent with the application. Do not change it: the team that reviews applications relies on it.
 */
value: ("google" | "facebook" | "instagram" | "friend" | "craigslist" | "other")
/**
 * The text the applicant sees.
 */
label: string
}, {
/**
 * The code sent with the application. Do not change it: the team that reviews applications relies on it.
 */
value: ("google" | "facebook" | "instagram" | "friend" | "craigslist" | "other")
/**
 * The text the applicant sees.
 */
label: string
}, {
/**
 * The code sent with the application. Do not change it: the team that reviews applications relies on it.
 */
value: ("google" | "facebook" | "instagram" | "friend" | "craigslist" | "other")
/**
 * The text the applicant sees.
 */
label: string
}, {
/**
 * The code sent with the application. Do not change it: the team that reviews applications relies on it.
 */
value: ("google" | "facebook" | "instagram" | "friend" | "craigslist" | "other")
/**
 * The text the applicant sees.
 */
label: string
}, {
/**
 * The code sent with the application. Do not change it: the team that reviews applications relies on it.
 */
value: ("google" | "facebook" | "instagram" | "friend" | "craigslist" | "other")
/**
 * The text the applicant sees.
 */
label: string
}, {
/**
 * The code sent with the application. Do not change it: the team that reviews applications relies on it.
 */
value: ("google" | "facebook" | "instagram" | "friend" | "craigslist" | "other")
/**
 * The text the applicant sees.
 */
label: string
}]
/**
 * The text next to the contractor agreement check box, which must be ticked to apply: 1099 status, own taxes, insurance and expenses, reliable transportation and legal US work authorization.
 */
agreementText: string
/**
 * The text of the submit button.
 */
submitLabel: string
/**
 * The text of the submit button while the application is being sent.
 */
submittingLabel: string
/**
 * What replaces the form after a successful application.
 */
confirmation: {
/**
 * The confirmation heading.
 */
heading: string
/**
 * The success message.
 */
text: string
/**
 * The heading of the what-happens-next note.
 */
whatsNextHeading: string
/**
 * The what-happens-next note: when and how we get in touch.
 */
whatsNext: string
/**
 * The text of the button to the training catalog.
 */
trainingLabel: string
/**
 * The text of the button to book an info session.
 */
infoSessionLabel: string
/**
 * Where 'Schedule Info Session' leads: a booking page (https://...) or an e-mail to the technician team (mailto:...).
 */
infoSessionHref: string
}
/**
 * The pop-up notice shown when someone submits without ticking the agreement box.
 */
agreementToast: {
/**
 * The notice's bold first line.
 */
title: string
/**
 * The notice's message.
 */
text: string
}
/**
 * The pop-up notice shown after the application has been sent.
 */
successToast: {
/**
 * The notice's bold first line.
 */
title: string
/**
 * The notice's message.
 */
text: string
}
/**
 * The pop-up notice shown when the application could not be sent.
 */
errorToast: {
/**
 * The notice's bold first line.
 */
title: string
/**
 * The notice's message.
 */
text: string
}
/**
 * The toast when the receiver refuses some answers (it names the fields; the page lists their labels after the text).
 */
invalidToast: {
/**
 * The toast's title.
 */
title: string
/**
 * The toast's message, followed by the labels of the fields to check.
 */
text: string
}
/**
 * The label of the hidden anti-spam field. People never see it; some assistive tools might, so it says to leave the field empty.
 */
honeypotLabel: string
}
/**
 * The notes in the footer of the technician page.
 */
footer: {
/**
 * The equal-opportunity note.
 */
equalOpportunity: string
/**
 * The accessibility note.
 */
accessibility: string
}
}
/**
 * A plain legal page such as the Terms of Use or the Privacy Policy. Each file data/pages/<slug>.yaml becomes the page /<slug>.
 */
export interface LegalPage {
/**
 * The page's web address name (for example terms or privacy). It must match the file name.
 */
slug: string
/**
 * The page heading and browser-tab title (for example Terms of Use).
 */
title: string
/**
 * The one- or two-sentence summary search engines show under the title. Keep it under 160 characters.
 */
metaDescription: string
/**
 * The date the text last changed, YYYY-MM-DD. Shown on the page as 'Last updated'. Change it whenever you edit the text.
 */
updated: string
/**
 * The numbered parts of the page, in order. The first part says that the text is a template awaiting review by the owner's lawyer; remove that part only once the review is done.
 * 
 * @minItems 1
 * 
 * Items: One part of the page.
 */
sections: [{
/**
 * The part's heading (for example Information We Collect).
 */
heading: string
/**
 * The part's text in Markdown: paragraphs separated by a blank line, lists with '- ', **bold** for emphasis. No HTML and no headings (the heading above is the only one).
 */
body: string
}, ...({
/**
 * The part's heading (for example Information We Collect).
 */
heading: string
/**
 * The part's text in Markdown: paragraphs separated by a blank line, lists with '- ', **bold** for emphasis. No HTML and no headings (the heading above is the only one).
 */
body: string
})[]]
}
