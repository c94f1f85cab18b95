"""Turn kh_page-1.png (pdftoppm -r 150 of kateryna_hulak.pdf) into a phone photo JPEG."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(76)
here = os.path.dirname(os.path.abspath(__file__))
page = Image.open(os.path.join(here, "kh_page-1.png")).convert("RGB")
W, H = page.size
# crop to the text area (bottom of page is blank) and put it on a "table" background
page = page.crop((0, 0, W, int(H * 0.72)))
W, H = page.size
bg = Image.new("RGB", (W + 160, H + 160), (92, 74, 58))
bg.paste(page, (80, 80))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 74, 58))
# shading: darker toward the lower right, vignette
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
w, h = img.size
for i in range(0, max(w, h), 4):
    v = int(70 * i / max(w, h))
    d.line([(i, 0), (0, i)], fill=0)
grad = Image.linear_gradient("L").resize(img.size).rotate(35, expand=False)
dark = Image.new("RGB", img.size, (30, 25, 20))
img = Image.composite(dark, img, grad.point(lambda p: int(p * 0.35)))
vign = Image.radial_gradient("L").resize(img.size)
img = Image.composite(dark, img, vign.point(lambda p: max(0, p - 150)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 22).convert("RGB")
img = ImageChops.add(img, noise, scale=2.0, offset=-64)
img.save(os.path.join(here, "..", "cvs", "IMG_20261103_181422.jpg"), quality=82)
print(img.size)
