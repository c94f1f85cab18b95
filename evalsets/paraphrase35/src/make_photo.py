"""Turn the rendered PNG of Hakim's 2020 CV page into a phone-photo-like JPEG (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(35)
img = Image.open("hakim_page.png").convert("RGB")
w, h = img.size
# paper on a desk: pad with a darker background, rotate ~2 degrees
bg = Image.new("RGB", (w + 160, h + 160), (120, 110, 98))
bg.paste(img, (80, 80))
img = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(120, 110, 98))
w, h = img.size
# vignette / uneven lighting
shade = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    v = int(255 * (1 - i / 60) ** 2 * 0.55)
    d.ellipse([-w * 0.3 + i * w * 0.01, -h * 0.2 + i * h * 0.008, w * 1.1 - i * w * 0.004, h * 1.25 - i * h * 0.004], outline=None)
grad = Image.linear_gradient("L").resize((w, h))
grad = grad.point(lambda p: 255 - int(p * 0.35))
img = ImageChops.multiply(img, Image.merge("RGB", [grad] * 3))
radial = Image.radial_gradient("L").resize((w, h)).point(lambda p: 255 - int(p * 0.45))
img = ImageChops.multiply(img, Image.merge("RGB", [radial] * 3))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda p: min(255, p + 150))), 0.35)
img.save("../cvs/hakim_cv_photo.jpg", quality=80)
