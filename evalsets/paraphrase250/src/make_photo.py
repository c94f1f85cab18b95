"""Turns page-1.png (pdftoppm -r 150 of chu_yuhan_photo.pdf) into a phone-photo-like JPG."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(250)
img = Image.open("page-1.png").convert("RGB")
w, h = img.size
# paper on a desk: pad with a dark-ish background
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 84, 74))
bg.paste(img, (int(w * 0.06), int(h * 0.04)))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = img.size
# shading: light from top-left
grad = Image.new("L", (W, H))
gd = ImageDraw.Draw(grad)
for y in range(0, H, 4):
    for x in range(0, W, 64):
        v = int(255 - 70 * ((x / W) * 0.5 + (y / H) * 0.6))
        gd.rectangle([x, y, x + 64, y + 4], fill=max(0, min(255, v)))
grad = grad.filter(ImageFilter.GaussianBlur(40))
img = ImageChops.multiply(img, Image.merge("RGB", (grad, grad, grad.point(lambda v: int(v * 0.95)))))
# vignette
vig = Image.new("L", (W, H), 0)
ImageDraw.Draw(vig).ellipse([-W * 0.25, -H * 0.2, W * 1.25, H * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
img = Image.composite(img, Image.new("RGB", (W, H), (30, 28, 25)), vig)
img = img.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img.save("../cvs/IMG_20261104_183215.jpg", quality=82)
print(img.size)
