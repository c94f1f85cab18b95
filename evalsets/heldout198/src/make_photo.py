# Turns src/rp_page-1.png (pdftoppm -r 150 of rhodri_pennant_cv_2026.pdf) into a phone photo.
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(198)
page = Image.open("rp_page-1.png").convert("RGB")
W, H = page.size
bg = Image.new("RGB", (int(W*1.12), int(H*1.08)), (92, 78, 64))  # wooden desk
bg.paste(page, (int(W*0.06), int(H*0.04)))
img = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: light from top-left, vignette
w, h = img.size
grad = Image.new("L", (w, h))
d = ImageDraw.Draw(grad)
for y in range(0, h, 4):
    for x in range(0, w, 4):
        dx, dy = (x - w*0.35)/w, (y - h*0.3)/h
        v = int(255 - min(110, (dx*dx + dy*dy)**0.5 * 190))
        d.rectangle([x, y, x+3, y+3], fill=v)
grad = grad.filter(ImageFilter.GaussianBlur(25))
img = ImageChops.multiply(img, Image.merge("RGB", (grad, grad, grad)))
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v//5)), 0.35)
img = img.resize((int(w*0.9), int(h*0.9)))
img.save("../cvs/IMG_20261103_0912.jpg", quality=82)
print(img.size)
