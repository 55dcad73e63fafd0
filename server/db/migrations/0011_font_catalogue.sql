-- The font catalogue's commercial terms for the fonts the logo maker ships
-- (server/render/fonts.ts): all under the SIL Open Font License 1.1, so free
-- for commercial use. Businesses change a row to sell a licence (isfree 0, price).
INSERT INTO "font_prices" ("font_id", "font_name", "isfree", "price", "authorization_url") VALUES
  ('inter-700', 'Inter Bold', 1, 0, 'https://openfontlicense.org'),
  ('inter-400', 'Inter Regular', 1, 0, 'https://openfontlicense.org'),
  ('montserrat-800', 'Montserrat ExtraBold', 1, 0, 'https://openfontlicense.org'),
  ('montserrat-500', 'Montserrat Medium', 1, 0, 'https://openfontlicense.org'),
  ('playfair-700', 'Playfair Display Bold', 1, 0, 'https://openfontlicense.org'),
  ('pacifico-400', 'Pacifico Regular', 1, 0, 'https://openfontlicense.org'),
  ('noto-sans-sc-700', 'Noto Sans SC Bold', 1, 0, 'https://openfontlicense.org'),
  ('noto-sans-sc-400', 'Noto Sans SC Regular', 1, 0, 'https://openfontlicense.org'),
  ('zcool-kuaile-400', 'ZCOOL KuaiLe Regular', 1, 0, 'https://openfontlicense.org')
ON CONFLICT ("font_id") DO NOTHING;
