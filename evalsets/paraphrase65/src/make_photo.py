"""Turns the rendered page shi_kelan_page.png into a phone-photo JPG (no text layer)."""
from PIL import Image, ImageFilter, ImageDraw
import random, os
random.seed(65)
im = Image.open('shi_kelan_page.png').convert('RGB')
w, h = im.size
bg = Image.new('RGB', (w + 160, h + 160), (92, 84, 74))
bg.paste(im, (80, 80))
bg = bg.rotate(-2.1, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# shading: darker towards lower-right, vignette
shade = Image.new('L', bg.size, 0)
d = ImageDraw.Draw(shade)
W, H = bg.size
for i in range(0, max(W, H), 6):
    d.ellipse([W/2 - i, H/2 - i*1.3, W/2 + i, H/2 + i*1.3], outline=min(255, int(i / max(W, H) * 150)), width=6)
shade = shade.filter(ImageFilter.GaussianBlur(40))
dark = Image.new('RGB', bg.size, (20, 18, 15))
bg = Image.composite(dark, bg, shade.point(lambda v: int(v * 0.6)))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(bg.size, 18).convert('RGB')
bg = Image.blend(bg, noise, 0.06)
bg.save(os.path.join('..', 'cvs', 'IMG_20261102_093114.jpg'), quality=82)
