"""Turns que_shuyu_page.png into a phone-photo JPG (no text layer)."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(146)
here = os.path.dirname(os.path.abspath(__file__))
page = Image.open(os.path.join(here, "que_shuyu_page.png")).convert("RGB")
W, H = page.size
# table background slightly larger than the page
bg = Image.new("RGB", (W + 160, H + 160), (92, 74, 58))
bg.paste(page, (80, 80))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 74, 58))
# uneven lighting: darker towards lower right
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, img.size[0] + img.size[1], 8):
    v = int(70 * i / (img.size[0] + img.size[1]))
    d.line([(i, 0), (0, i)], fill=v, width=8)
dark = Image.new("RGB", img.size, (20, 18, 30))
img = Image.composite(dark, img, shade)
# vignette
vig = Image.new("L", img.size, 0)
dv = ImageDraw.Draw(vig)
dv.ellipse([-200, -250, img.size[0] + 200, img.size[1] + 250], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(180))
img = Image.composite(img, Image.new("RGB", img.size, (30, 25, 20)), vig)
# warm tint, blur, noise
r, g, b = img.split()
img = Image.merge("RGB", (r.point(lambda x: min(255, int(x * 1.04))), g, b.point(lambda x: int(x * 0.9))))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = ImageChops.add(img, noise, scale=2.2, offset=-58)
img = img.resize((int(img.size[0] * 0.9), int(img.size[1] * 0.9)))
img.save(os.path.join(here, "..", "cvs", "IMG_20261102_193415.jpg"), quality=78)
print(img.size)
