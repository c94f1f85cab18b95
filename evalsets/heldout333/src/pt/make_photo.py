# Turns page.png (pdftoppm -r 150 of maeve_haskett_cv_2025.pdf) into a phone photo of the printed page.
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(333)
here = os.path.dirname(os.path.abspath(__file__))
pg = Image.open(os.path.join(here, "page.png")).convert("RGB")
w, h = pg.size
pg = pg.crop((0, 0, w, int(h * 0.62)))          # printed page, lower blank part folded away
w, h = pg.size
bg = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))   # wooden desk
bg.paste(pg, (80, 80))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# uneven lighting: darker towards the lower right, vignette
W, H = img.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    d.ellipse((-W * 0.2 + i, -H * 0.3 + i, W * 0.9 - i * 0.2, H * 1.1 - i * 0.3), fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (40, 38, 36))
img = Image.composite(img, dark, shade.point(lambda v: 150 + v * 105 // 255))
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = ImageChops.add(img, noise, scale=2.2, offset=-55)
img = Image.blend(img, Image.new("RGB", (W, H), (255, 244, 225)), 0.06)
img.save(os.path.join(here, "..", "..", "cvs", "IMG_20250611_183402.jpg"), quality=82)
print("ok", img.size)
