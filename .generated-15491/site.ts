// Written by scripts/codegen.ts from data/ and schemas/. Do not edit: change the YAML and run `npm run codegen`.
import type * as T from './types.ts';

export const site: T.Site = {
 "businessName": "Florida Fix-It Pros",
 "legalName": "Florida Fix-It Pros LLC",
 "tagline": "Florida's Fix-It Experts. Fast. Friendly. Flawless.",
 "baseUrl": "https://www.example.com",
 "phone": {
  "display": "(561) 555-0123",
  "e164": "+15615550123"
 },
 "email": {
  "office": "hello@example.com",
  "techs": "techs@example.com"
 },
 "address": {
  "streetAddress": "100 Example Way, Suite 5",
  "addressLocality": "Boca Raton",
  "addressRegion": "FL",
  "postalCode": "33431",
  "addressCountry": "US"
 },
 "geo": {
  "latitude": 26.3683,
  "longitude": -80.1289
 },
 "hours": [
  {
   "days": [
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday"
   ],
   "label": "Monday-Friday",
   "opens": "08:00",
   "closes": "18:00"
  },
  {
   "days": [
    "Saturday"
   ],
   "label": "Saturday",
   "opens": "09:00",
   "closes": "16:00"
  }
 ],
 "social": [
  {
   "network": "facebook",
   "url": "https://www.facebook.com/example"
  },
  {
   "network": "instagram",
   "url": "https://www.instagram.com/example"
  },
  {
   "network": "tiktok",
   "url": "https://www.tiktok.com/@example"
  }
 ],
 "claims": {
  "homesServed": "1K+",
  "activeTechs": "2,500+",
  "jobSatisfaction": "97%",
  "quoteResponse": "24 hours",
  "scheduling": "1-3 business days",
  "emergencyScheduling": "same or next day",
  "repairsFrom": "$75",
  "priceRange": "$$"
 },
 "copyright": {
  "main": 2023,
  "technicians": 2024
 },
 "forms": {
  "newsletter": "/api/newsletter",
  "application": "/api/applications",
  "applicationMode": "post"
 },
 "quoteEmbed": {
  "clientHubId": "00000000-0000-4000-8000-000000000000",
  "scriptUrl": "https://d3ey4dbjkt2f6s.cloudfront.net/assets/static_link/work_request_embed_snippet.js",
  "requestPageUrl": "https://clienthub.getjobber.com/client_hubs/00000000-0000-4000-8000-000000000000/public/work_request/new",
  "formUrl": "https://clienthub.getjobber.com/client_hubs/00000000-0000-4000-8000-000000000000/public/work_request/embedded_work_request_form",
  "stylesheetUrl": "https://d3ey4dbjkt2f6s.cloudfront.net/assets/external/work_request_embed.css"
 },
 "socialImages": {
  "default": {
   "image": "og/default.jpg",
   "title": "Handyman & Home Improvement"
  },
  "service": {
   "image": "og/services.jpg",
   "title": "Repairs, Painting, Trim & Tile"
  },
  "city": {
   "image": "og/service-areas.jpg",
   "title": "Serving Your Neighborhood"
  },
  "portfolio": {
   "image": "og/portfolio.jpg",
   "title": "See Our Work"
  },
  "technicians": {
   "image": "og/technicians.jpg",
   "title": "Handyman Jobs Across Florida"
  }
 },
 "webEditor": {
  "repository": "florida-fix-it-pros/website",
  "branch": "main"
 }
};
