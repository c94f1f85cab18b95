"""Turn the rendered page of the 2023 CV into a phone-photo-like JPG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(258)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
# crop away lower empty part of page a bit (phone framing)
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.62)))
# paper on a desk background
bg = Image.new("RGB", (page.width + 160, page.height + 160), (92, 74, 58))
bg.paste(page, (80, 70))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 74, 58))
# uneven lighting / vignette
W, H = img.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    r = int(max(W, H) * (1.05 - i / 300))
    d.ellipse((W * 0.35 - r, H * 0.3 - r, W * 0.35 + r, H * 0.3 + r), fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (30, 25, 20))
img = ImageChops.multiply(img, Image.merge('RGB', [shade.point(lambda v: 150 + int(v * 105 / 255))] * 3))
# warm tint, slight blur, noise
img = Image.blend(img, Image.new("RGB", (W, H), (255, 236, 200)), 0.08)
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, noise, 0.07)
img.save(dst, "JPEG", quality=80)
