from PIL import Image, ImageFilter, ImageDraw
import random
random.seed(279)
im = Image.open("murong_page.png").convert("RGB")
W, H = im.size
bg = Image.new("RGB", (int(W*1.12), int(H*1.08)), (92, 84, 74))
bg.paste(im, (int(W*0.06), int(H*0.04)))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = im.size
# shading: diagonal light gradient + vignette
shade = Image.new("L", (W, H))
px = shade.load()
cx, cy = W*0.42, H*0.38
md = (cx**2+cy**2)**0.5*1.25
for y in range(0, H, 2):
    for x in range(0, W, 2):
        d = ((x-cx)**2+(y-cy)**2)**0.5/md
        v = int(255*max(0.55, 1-0.55*d*d) * (0.92+0.08*x/W))
        px[x, y] = v
        if x+1 < W: px[x+1, y] = v
        if y+1 < H:
            px[x, y+1] = v
            if x+1 < W: px[x+1, y+1] = v
dark = Image.new("RGB", (W, H), (0, 0, 0))
im = Image.composite(im, dark, shade)
im = im.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
im = Image.blend(im, noise, 0.06)
tint = Image.new("RGB", (W, H), (255, 236, 205))
im = Image.blend(im, tint, 0.07)
im.save("../cvs/IMG_20261012_184233.jpg", quality=82)
