from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random
random.seed(258)
im = Image.open("tex/page.png").convert("RGB")
W, H = im.size
bg = Image.new("RGB", (int(W*1.12), int(H*1.08)), (92, 84, 74))
bg.paste(im, (int(W*0.06), int(H*0.04)))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = im.size
# shading: darker toward bottom-right, plus vignette
shade = Image.new("L", (W, H))
dr = ImageDraw.Draw(shade)
for y in range(H):
    for x in range(0, W, 8):
        pass
grad = Image.linear_gradient("L").resize((W, H)).rotate(35, expand=False)
vign = Image.radial_gradient("L").resize((W, H))
mask = ImageChops.add(ImageChops.multiply(grad, Image.new("L", (W, H), 90)), ImageChops.multiply(vign, Image.new("L", (W, H), 120)))
dark = Image.new("RGB", (W, H), (20, 18, 15))
im = Image.composite(dark, im, mask.point(lambda v: int(v*0.55)))
warm = Image.new("RGB", (W, H), (255, 236, 205))
im = ImageChops.multiply(im, warm)
im = im.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda v: 200 + v//5)), 0.35)
im.save("../cvs/IMG_20261118_193544.jpg", quality=80)
print(im.size)
